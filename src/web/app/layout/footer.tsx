import { Link } from "wouter";
import { useAppConfig } from "../../features/auth/api/get-app-config";
import { FooterView, PRICES_LINK_CLASS, PRICES_LINK_TEXT } from "./footer-view";

export function Footer() {
  const config = useAppConfig();
  return (
    <FooterView
      advertisingEmail={config?.advertisingEmail}
      pricesLink={
        <Link href="/prices" className={PRICES_LINK_CLASS}>
          {PRICES_LINK_TEXT}
        </Link>
      }
    />
  );
}
