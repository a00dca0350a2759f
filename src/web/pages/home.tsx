import type { User } from "../../domain/contracts/auth";
import { WelcomeBanner } from "../features/account/components/welcome-banner";

/** The signed-in comparison page; its panels arrive feature by feature. */
export default function HomePage({ user }: { user: User }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-3 py-6 sm:px-6">
      <WelcomeBanner user={user} />
    </div>
  );
}
