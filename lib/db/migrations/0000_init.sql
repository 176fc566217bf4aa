CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" integer PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stars" numeric(2, 1) DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boarding_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"place" text NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_number" text NOT NULL,
	"token" text NOT NULL,
	"idempotency_key" text,
	"journey_id" integer NOT NULL,
	"ticket_date_id" integer,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"deposit_due" date NOT NULL,
	"balance_cents" integer NOT NULL,
	"balance_due" date,
	"email" text NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"form" jsonb NOT NULL,
	"price_lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hold_items" (
	"hold_id" text NOT NULL,
	"service_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "hold_items_hold_id_service_id_pk" PRIMARY KEY("hold_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" text PRIMARY KEY NOT NULL,
	"journey_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurances" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"trip_price_from_cents" integer NOT NULL,
	"trip_price_to_cents" integer NOT NULL,
	"booking_from" date NOT NULL,
	"booking_till" date NOT NULL,
	"travel_from" date NOT NULL,
	"travel_till" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_boarding_points" (
	"journey_id" integer NOT NULL,
	"boarding_point_id" integer NOT NULL,
	CONSTRAINT "journey_boarding_points_journey_id_boarding_point_id_pk" PRIMARY KEY("journey_id","boarding_point_id")
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category_id" integer NOT NULL,
	"country_id" integer,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_from" date NOT NULL,
	"date_till" date NOT NULL,
	"trip_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"deposit_percent" integer DEFAULT 100 NOT NULL,
	"balance_due_days" integer DEFAULT 30 NOT NULL,
	"resort" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	"schedule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{"accommodation":[],"services":[]}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"link" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"payment_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_type" text NOT NULL,
	"purpose" text NOT NULL,
	"url_success" text NOT NULL,
	"url_failure" text NOT NULL,
	"url_push" text NOT NULL,
	"payer" jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"number" integer NOT NULL,
	"row" integer NOT NULL,
	"col" integer NOT NULL,
	"status" text DEFAULT 'frei' NOT NULL,
	"booking_id" integer,
	"hold_id" text
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"journey_id" integer NOT NULL,
	"art" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"max_occupancy" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'buchbar' NOT NULL,
	"direction" text,
	"applies_to_service_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_dates" (
	"id" integer PRIMARY KEY NOT NULL,
	"journey_id" integer NOT NULL,
	"date_from" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"prices" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_items" ADD CONSTRAINT "hold_items_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_boarding_points" ADD CONSTRAINT "journey_boarding_points_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_boarding_points" ADD CONSTRAINT "journey_boarding_points_boarding_point_id_boarding_points_id_fk" FOREIGN KEY ("boarding_point_id") REFERENCES "boarding_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_dates" ADD CONSTRAINT "ticket_dates_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_process_number_idx" ON "bookings" USING btree ("process_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_token_idx" ON "bookings" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_idx" ON "bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "journeys_code_idx" ON "journeys" USING btree ("code");--> statement-breakpoint
CREATE INDEX "journeys_category_idx" ON "journeys" USING btree ("category_id","date_from");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_service_number_idx" ON "seats" USING btree ("service_id","number");--> statement-breakpoint
CREATE INDEX "services_journey_idx" ON "services" USING btree ("journey_id");