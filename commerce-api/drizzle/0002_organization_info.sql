CREATE TABLE "organization_info" (
	"language" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"logo" text NOT NULL,
	"description" text NOT NULL,
	"founding_date" text NOT NULL,
	"founder" text NOT NULL,
	"same_as" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"street_address" text NOT NULL,
	"address_locality" text NOT NULL,
	"address_region" text NOT NULL,
	"postal_code" text NOT NULL,
	"address_country" text NOT NULL,
	"telephone" text NOT NULL,
	"available_languages" jsonb DEFAULT '[]'::jsonb NOT NULL
);
