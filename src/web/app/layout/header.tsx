import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { InstallAppButton } from "../../features/app-install/components/install-app-button";
import { useUser } from "../../features/auth/api/get-user";
import { HeaderBar, Logo, LOGO_CLASS, SignedOutNav } from "./header-bar";

const AccountNav = lazy(() => import("./account-nav"));

export function Header() {
  const { user, isLoading, isOffline } = useUser();
  return (
    <HeaderBar
      home={
        <Link href="/" className={LOGO_CLASS}>
          <Logo />
        </Link>
      }
      install={<InstallAppButton />}
    >
      {isLoading || isOffline ? null : user ? (
        <Suspense fallback={null}>
          <AccountNav user={user} />
        </Suspense>
      ) : (
        <SignedOutNav />
      )}
    </HeaderBar>
  );
}
