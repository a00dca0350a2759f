-- While a checkout is being started for a user (review R33): a second start at the same moment waits for it instead of
-- making a second payable subscription.
ALTER TABLE "users" ADD COLUMN "subscription_start_claimed_at" timestamp with time zone;
