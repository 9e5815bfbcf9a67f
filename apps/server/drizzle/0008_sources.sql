CREATE TABLE "source_set_items" (
	"source_set_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "source_set_items_source_set_id_item_type_item_id_pk" PRIMARY KEY("source_set_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "source_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"action" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_set_items" ADD CONSTRAINT "source_set_items_source_set_id_source_sets_id_fk" FOREIGN KEY ("source_set_id") REFERENCES "public"."source_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_sets_latest_idx" ON "source_sets" USING btree ("user_id","workspace_id","action","created_at");