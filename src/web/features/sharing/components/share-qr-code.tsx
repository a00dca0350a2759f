import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";

type QrImages = { svg: string; png: string };

/** The link as a QR code (SVG on screen, PNG to download); the qrcode library loads only when a list is shared. */
export function ShareQrCode({ link }: { link: string }) {
  const [images, setImages] = useState<{ link: string; value: QrImages } | { link: string; error: true } | null>(null);

  useEffect(() => {
    let cancelled = false;
    import("qrcode")
      .then(async (QRCode) => {
        const options = { errorCorrectionLevel: "M" as const, margin: 2 };
        const [svg, png] = await Promise.all([
          QRCode.toString(link, { ...options, type: "svg" }),
          QRCode.toDataURL(link, { ...options, width: 512 }),
        ]);
        if (!cancelled) setImages({ link, value: { svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png } });
      })
      .catch(() => !cancelled && setImages({ link, error: true }));
    return () => {
      cancelled = true;
    };
  }, [link]);

  if (!images || images.link !== link) return <Spinner label="Making the QR code" className="size-48" />;
  if ("error" in images) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The QR code could not be made. The link above still works.
      </p>
    );
  }
  return (
    <div className="grid justify-items-center gap-2">
      <img
        src={images.value.svg}
        alt={`QR code for ${link}`}
        width={192}
        height={192}
        className="size-48 rounded-md border border-slate-200"
      />
      <a href={images.value.png} download="grocery-list-qr.png" className={buttonClass("outline", "sm")}>
        <Download className="size-4" aria-hidden />
        Download QR Code
      </a>
    </div>
  );
}
