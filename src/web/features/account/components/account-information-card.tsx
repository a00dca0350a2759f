import type { User } from "../../../../domain/contracts/auth";
import { displayName, initials } from "../../../../domain/users/display-name";
import { Avatar } from "../../../components/ui/avatar";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { PlanBadge } from "./plan-badge";

export function AccountInformationCard({ user }: { user: User }) {
  const name = displayName(user);
  return (
    <Card aria-labelledby="account-information-title">
      <CardHeader id="account-information-title" title="Account Information" />
      <CardBody className="flex items-start gap-4">
        <Avatar src={user.profileImageUrl} initials={initials(user)} label={`${name}'s avatar`} size="lg" />
        <dl className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <dt className="sr-only">Name</dt>
            <dd className="text-lg font-semibold break-all text-slate-900">{name}</dd>
            <dd>
              <PlanBadge user={user} />
            </dd>
          </div>
          <div>
            <dt className="sr-only">Email</dt>
            <dd className="break-all text-slate-700">{user.email ?? "No email provided"}</dd>
          </div>
          <div className="flex gap-1 text-slate-600">
            <dt>Member since</dt>
            <dd>{new Date(user.createdAt).toLocaleDateString()}</dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
