type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb | null => {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return null;
  const digits = match[1];
  return [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16)) as Rgb;
};

/** WCAG relative luminance of an sRGB colour. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Readable colours for the letters on a chain colour: dark or white text, whichever contrasts more;
 * when neither reaches 4.5:1 (mid reds such as #ED1C24), the background is darkened until white does.
 */
export function chainMarkColors(hex: string): { background: string; text: string } {
  let rgb = parseHex(hex) ?? [71, 85, 105];
  const dark = luminance([15, 23, 42]);
  if (contrast(luminance(rgb), dark) >= 4.5 && contrast(luminance(rgb), dark) >= contrast(luminance(rgb), 1)) {
    return { background: `rgb(${rgb.join(",")})`, text: "#0f172a" };
  }
  while (contrast(luminance(rgb), 1) < 4.5) rgb = rgb.map((value) => Math.floor(value * 0.92)) as Rgb;
  return { background: `rgb(${rgb.join(",")})`, text: "#ffffff" };
}

type Props = { color: string; logo: string; size?: "sm" | "md"; className?: string };

/** A chain's colour with its logo letters; decorative, so the store name must be shown beside it. A size-* class replaces the size. */
export function ChainMark({ color, logo, size = "md", className = "" }: Props) {
  const colors = chainMarkColors(color);
  // Three letters (WFM, IGA) take a step smaller type; the letters never wrap (the page breaks long words anywhere).
  const long = logo.length > 2;
  const sizeClass = /(^|\s)size-/.test(className)
    ? "text-xs"
    : size === "sm"
      ? `size-7 ${long ? "text-[9.5px]" : "text-[11px]"}`
      : `size-8 ${long ? "text-[10.5px]" : "text-xs"}`;
  return (
    <span
      aria-hidden
      style={{ backgroundColor: colors.background, color: colors.text }}
      className={`inline-flex shrink-0 items-center justify-center rounded-md font-bold tracking-tight whitespace-nowrap ${sizeClass} ${className}`}
    >
      {logo}
    </span>
  );
}
