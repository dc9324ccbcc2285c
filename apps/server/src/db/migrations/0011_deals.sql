CREATE TABLE "crm_deal_properties" (
	"deal_id" uuid PRIMARY KEY NOT NULL,
	"hs_object_id" text NOT NULL,
	"deal_stage" text NOT NULL,
	"deal_type" text,
	"urgency" text,
	"start_date" date,
	"project_target_completion_date" date,
	"pif" text,
	"published_video_link" text,
	"company_id" uuid,
	"synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_deal_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crm_id" text NOT NULL,
	"company_name" text NOT NULL,
	"company_phone" text,
	"company_website" text
);
--> statement-breakpoint
CREATE TABLE "crm_deal_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"crm_id" text NOT NULL,
	"contact_firstname" text NOT NULL,
	"contact_lastname" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"contact_hs_link" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_deal_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"crm_id" text NOT NULL,
	"lineitem_name" text NOT NULL,
	"lineitem_type" text NOT NULL,
	"lineitem_quantity" integer NOT NULL,
	"lineitem_price" numeric(12, 2) NOT NULL,
	"lineitem_discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_deal_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"crm_id" text NOT NULL,
	"quote_hs_title" text NOT NULL,
	"quote_hs_quote_number" text,
	"quote_hs_createdate" timestamp with time zone NOT NULL,
	"quote_hs_expiration_date" timestamp with time zone NOT NULL,
	"quote_link" text NOT NULL,
	"sender_firstname" text,
	"sender_lastname" text
);
--> statement-breakpoint
CREATE TABLE "deal_records" (
	"deal_id" uuid PRIMARY KEY NOT NULL,
	"pm_notes" text DEFAULT '' NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"payment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_deal_properties" ADD CONSTRAINT "crm_deal_properties_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deal_properties" ADD CONSTRAINT "crm_deal_properties_company_id_crm_deal_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."crm_deal_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deal_contacts" ADD CONSTRAINT "crm_deal_contacts_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deal_line_items" ADD CONSTRAINT "crm_deal_line_items_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deal_quotes" ADD CONSTRAINT "crm_deal_quotes_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_records" ADD CONSTRAINT "deal_records_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_deal_properties_start_idx" ON "crm_deal_properties" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_deal_companies_crm_idx" ON "crm_deal_companies" USING btree ("crm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_deal_contacts_deal_crm_idx" ON "crm_deal_contacts" USING btree ("deal_id","crm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_deal_line_items_deal_crm_idx" ON "crm_deal_line_items" USING btree ("deal_id","crm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_deal_quotes_deal_crm_idx" ON "crm_deal_quotes" USING btree ("deal_id","crm_id");