CREATE TABLE "payment_events" (
	"event_id" varchar(80) PRIMARY KEY NOT NULL,
	"event" varchar(40) NOT NULL,
	"provider_order_id" varchar(64),
	"outcome" varchar(40) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_code" varchar(20) NOT NULL,
	"plan" jsonb NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"provider" varchar(12) NOT NULL,
	"provider_order_id" varchar(64) NOT NULL,
	"provider_payment_id" varchar(64),
	"status" varchar(8) DEFAULT 'created' NOT NULL,
	"saarthi_code" varchar(20),
	"saarthi_agent_id" uuid,
	"receipt" varchar(40) NOT NULL,
	"failure_reason" varchar(200),
	"valid_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"audience" varchar(10) NOT NULL,
	"name_en" varchar(40) NOT NULL,
	"name_hi" varchar(40) NOT NULL,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer,
	"duration_days" integer NOT NULL,
	"job_posts" integer DEFAULT 0 NOT NULL,
	"audio_jds" integer DEFAULT 0 NOT NULL,
	"animated_jds" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saarthi_codes" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"agent_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saarthi_codes" ADD CONSTRAINT "saarthi_codes_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_key" ON "payment_orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_payment_key" ON "payment_orders" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_saarthi_idx" ON "payment_orders" USING btree ("saarthi_code","paid_at");