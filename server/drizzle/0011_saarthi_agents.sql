CREATE TABLE "saarthi_agents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"home_district" varchar(50) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" varchar(20);--> statement-breakpoint
ALTER TABLE "saarthi_agents" ADD CONSTRAINT "saarthi_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saarthi_agents" ADD CONSTRAINT "saarthi_agents_code_saarthi_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."saarthi_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saarthi_agents_code_key" ON "saarthi_agents" USING btree ("code");