import { renderToStaticMarkup } from "react-dom/server";
import { StaticInstallAppButton } from "../features/app-install/components/install-app-button";
import LandingPage from "../pages/landing";
import { FooterView, PRICES_LINK_CLASS, PRICES_LINK_TEXT } from "./layout/footer-view";
import { HeaderBar, Logo, LOGO_CLASS, SignedOutNav } from "./layout/header-bar";
import { PageFrame } from "./layout/page-frame";

/** Stands for the advertising address in the built page; the server writes its configured one in (decision 024). */
export const ADVERTISING_EMAIL_PLACEHOLDER = "advertising-email@pennycart.invalid";

/**
 * `/` for a visitor without a session, as static HTML (landing.html, decision 024): the app's own header,
 * landing page and footer, rendered at build time. It paints with no script: its links are plain ones
 * into the app, and a few lines of script (visitor-main.ts) add the install button and the service worker.
 */
export function VisitorPage() {
  return (
    <PageFrame
      header={
        <HeaderBar
          home={
            <a href="/" className={LOGO_CLASS}>
              <Logo />
            </a>
          }
          install={<StaticInstallAppButton />}
        >
          <SignedOutNav />
        </HeaderBar>
      }
      footer={
        <FooterView
          advertisingEmail={ADVERTISING_EMAIL_PLACEHOLDER}
          pricesLink={
            <a href="/prices" className={PRICES_LINK_CLASS}>
              {PRICES_LINK_TEXT}
            </a>
          }
        />
      }
    >
      <LandingPage />
    </PageFrame>
  );
}

/** The landing's markup, for the build (vite.config.ts writes it into landing.html's #root). */
export const renderVisitorPage = () => renderToStaticMarkup(<VisitorPage />);
