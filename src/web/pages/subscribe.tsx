import { Card, CardBody, CardHeader } from "../components/ui/card";

export default function SubscribePage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader title="PennyCart Premium" description="Just $1.99/month. Cancel anytime, no questions asked." />
        <CardBody>
          <p className="text-slate-700">Online checkout is not open yet. Premium subscriptions are coming soon.</p>
        </CardBody>
      </Card>
    </div>
  );
}
