import { Card, CardBody, CardHeader } from "../../components/ui/card";

/** What an admin page shows a shopper who is not an admin (decision 001): the page's own reason, never its data. */
export function AdminAccessRequired({ reason }: { reason: string }) {
  return (
    <Card>
      <CardHeader title="Admin Access Required" />
      <CardBody>
        <p role="alert" className="text-slate-700">
          Admin Access Required: {reason}
        </p>
      </CardBody>
    </Card>
  );
}
