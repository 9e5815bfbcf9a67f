ALTER TABLE "users" ADD COLUMN "typ_szkoly" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "matura_poziomy" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kwalifikacja" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kierunek" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kursy" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zaliczenie" text;