import { Link } from "wouter";
import { useAppConfig } from "../../features/auth/api/get-app-config";
import { FooterView, PRICES_LINK_CLASS, PRICES_LINK_TEXT } from "./footer-view";

/** `advertisingEmail`: the address a server-rendered page already shows, until the app config is in. */
export function Footer({ advertisingEmail }: { advertisingEmail?: string | undefined }) {
  const config = useAppConfig();
  return (
    <FooterView
      advertisingEmail={config?.advertisingEmail ?? advertisingEmail}
      pricesLink={
        <Link href="/prices" className={PRICES_LINK_CLASS}>
          {PRICES_LINK_TEXT}
        </Link>
      }
    />
  );
}
