import { DevOutboxList } from "../features/messaging/components/dev-outbox-list";

/** /dev/outbox: the messages the app sent or queued (outside production; the API answers 404 there). */
export default function DevOutboxPage() {
  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-4xl gap-6 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold">Developer outbox</h1>
      <DevOutboxList />
    </div>
  );
}
