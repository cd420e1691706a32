import { z } from "zod";

/** Icon names the home page knows how to draw (see components/home/tile-icon.tsx). */
export const tileIconNames = [
  "scan",
  "cog",
  "zap",
  "disc",
  "waves",
  "thermometer",
  "refresh",
  "snowflake",
  "battery-charging",
  "fuel",
  "wind",
  "circle-dot",
  "crosshair",
  "ship-wheel",
  "octagon-alert",
  "key",
  "cpu",
  "network",
  "monitor",
  "radar",
  "cable",
  "gauge",
  "engine",
  "timer",
  "bike",
  "rotate",
  "plug-zap",
  "flame",
  "hourglass",
  "anchor",
  "trophy",
  "plane",
  "tractor",
  "list-checks",
  "truck",
  "battery-full",
  "book-open",
  "help-circle",
  "message-square",
] as const;

export type TileIconName = (typeof tileIconNames)[number];

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const tileSchema = z
  .object({
    title: text(3, 40),
    description: text(40, 160),
    /** Absolute path on this site. */
    href: z.string().regex(/^\/[a-z0-9/-]*$/, "must be a site path like /diagnostics/obd"),
    /** Tailwind gradient classes; dark enough that white text passes WCAG AA. */
    gradient: z.string().regex(/^bg-linear-to-br from-[a-z]+-(700|800|900) to-[a-z]+-(800|900|950)$/),
    icon: z.enum(tileIconNames),
    available: z.boolean(),
    /** Unavailable tiles flagged new are "in development" rather than "coming soon". */
    isNew: z.boolean().optional(),
  })
  .refine((tile) => tile.available || tile.href.length > 1, "an unavailable tile still names its future path")
  .refine((tile) => !(tile.available && tile.isNew), "isNew only applies to unavailable tiles");

export type Tile = z.infer<typeof tileSchema>;

export const tileSectionSchema = z.object({
  id: z.enum(["automobile", "electronic", "additional", "resources"]),
  title: text(3, 40),
  description: text(30, 200),
  tiles: z.array(tileSchema).min(1),
});

export type TileSection = z.infer<typeof tileSectionSchema>;

const linkSchema = z.object({ label: text(2, 40), href: z.string().regex(/^\/[a-z0-9/#-]*$/) });

const bannerSchema = z.object({
  title: text(5, 60),
  body: text(30, 260),
  cta: linkSchema,
});

export const landingSchema = z.object({
  hero: z.object({
    headline: z.literal("Look, See, Boom!"),
    tagline: text(20, 120),
    intro: text(60, 320),
    benefits: z.array(z.object({ title: text(5, 60), body: text(40, 220), note: text(5, 80).optional() })).length(3),
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
  audiences: z
    .array(
      z.object({ title: text(5, 40), points: z.array(z.object({ title: text(5, 60), body: text(30, 200) })).min(3) }),
    )
    .length(2),
  signUpBanner: bannerSchema.extend({ cta: linkSchema.extend({ label: z.literal("Get Started - Sign Up Free") }) }),
  betaBanner: z.object({ title: text(5, 40), body: text(30, 260), feedback: linkSchema }),
  quizBanner: z.object({
    title: z.literal("Test Your Automotive Knowledge"),
    badge: z.literal("50+ Questions"),
    body: text(30, 220),
    cta: linkSchema.extend({ label: z.literal("Start Quiz"), href: z.literal("/quiz") }),
  }),
  featureBanners: z.array(bannerSchema.extend({ tone: z.enum(["emergency", "manufacturers", "danger"]) })).length(3),
  whyAccount: z.object({
    title: z.literal("Why Create an Account?"),
    intro: text(30, 240),
    cards: z.array(z.object({ title: text(5, 40), body: text(40, 240) })).length(3),
    cta: linkSchema.extend({ label: z.literal("Start Your Free Account Today"), href: z.literal("/auth") }),
  }),
});

export type Landing = z.infer<typeof landingSchema>;
