import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticInstallAppButton } from "../features/app-install/components/install-app-button";
import LandingPage from "../pages/landing";
import { FooterView, PRICES_LINK_CLASS, PRICES_LINK_TEXT } from "./layout/footer-view";
import { HeaderBar, Logo, LOGO_CLASS, SignedOutNav } from "./layout/header-bar";
import { PageFrame } from "./layout/page-frame";

/** Stands for the advertising address in the built page; the server writes its configured one in (decision 024). */
export const ADVERTISING_EMAIL_PLACEHOLDER = "advertising-email@pennycart.invalid";

/**
 * A visitor's page as static HTML (decisions 024 and 038): the app's own header and footer around `children`, with
 * plain links into the app; a few lines of script (visitor-main.ts) add the install button and the service worker.
 */
export function VisitorFrame({ advertisingEmail, children }: { advertisingEmail: string; children: ReactNode }) {
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
          advertisingEmail={advertisingEmail}
          pricesLink={
            <a href="/prices" className={PRICES_LINK_CLASS}>
              {PRICES_LINK_TEXT}
            </a>
          }
        />
      }
    >
      {children}
    </PageFrame>
  );
}

/** `/` for a visitor without a session (landing.html, decision 024), rendered at build time. */
export function VisitorPage() {
  return (
    <VisitorFrame advertisingEmail={ADVERTISING_EMAIL_PLACEHOLDER}>
      <LandingPage />
    </VisitorFrame>
  );
}

/** The landing's markup, for the build (vite.config.ts writes it into landing.html's #root). */
export const renderVisitorPage = () => renderToStaticMarkup(<VisitorPage />);
