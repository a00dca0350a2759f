// The schema object drizzle needs in one place (drizzle-kit and the typed client read it).
export * from "./users";
export * from "./sessions";
export * from "./user-preferences";
export * from "./chains";
export * from "./stores";
export * from "./grocery-items";
export * from "./prices";
export * from "./cart-entries";
export * from "./payment-events";
export * from "./search-words";
export * from "./catalog-state";
export * from "./outbox-messages";
export * from "./shared-lists";
export * from "./favorites";
export * from "./recurring-orders";
export * from "./suggestions";
