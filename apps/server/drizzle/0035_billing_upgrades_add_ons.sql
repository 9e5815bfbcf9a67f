CREATE TABLE "billing_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"action" text NOT NULL,
	"additional_limit" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_add_ons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "billing_plan_products" (
	"plan_id" uuid PRIMARY KEY NOT NULL,
	"stripe_product_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_checkouts" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ALTER COLUMN "billing_interval" DROP NOT NULL;--> statement-breakpoint
-- Until now nothing wrote a payment method (it was free text, always null): the card Stripe
-- states is kept as an object from here on.
ALTER TABLE "subscriptions" ALTER COLUMN "payment_method" SET DATA TYPE jsonb USING NULL;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD COLUMN "add_on_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD COLUMN "consent_text" text;