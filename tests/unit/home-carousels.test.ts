/**
 * What the home page's carousels send before any script runs (server rendering): the first slide
 * whole, the others light, and nothing that would let the carousel's height change once they fill in.
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { HeroBanners } from "#app/features/home/hero-banners.tsx";
import { Testimonials } from "#app/features/home/testimonials.tsx";
import { MessagesProvider } from "#app/i18n/i18n.tsx";
import type { Banner, Testimonial } from "#shared/api-types.ts";
import common from "#shared/i18n/en/common.ts";
import home from "#shared/i18n/en/home.ts";

function render(element: ReactNode) {
  // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children, which a third argument does not satisfy
  const page = () => createElement(MessagesProvider, { messages: { common, home }, children: element });
  const Stub = createRoutesStub([{ path: "/", Component: page }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] }));
}

const slidesOf = (html: string) => html.split('aria-roledescription="slide"').slice(1);

const banner = (n: number, contestId: string | null): Banner => ({
  _id: `b${n}`,
  bannerImage: `/uploads/banners/b${n}.webp`,
  bannerTitle: `Banner title ${n}`,
  contestId,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
});

const testimonial = (n: number, words: string): Testimonial => ({
  _id: `t${n}`,
  testimonial: words,
  name: `Creator ${n}`,
  profileImage: `/uploads/people/t${n}.webp`,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("home carousels as the server sends them", () => {
  it("hero: the first banner whole; the others empty until they are near (the first sets the row's height)", () => {
    const html = render(createElement(HeroBanners, { banners: [banner(1, "c1"), banner(2, "c2"), banner(3, null)], loading: false }));
    const slides = slidesOf(html);
    expect(slides).toHaveLength(3);
    expect(slides[0]).toContain("Banner title 1");
    expect(slides[0]).toContain('href="/contest/c1"');
    expect(slides[0]).toContain("<img");
    expect(slides[0]).toContain("aspect-[16/7]");
    for (const later of slides.slice(1)) expect(later).toMatch(/^[^<>]*><\/div>/);
    expect(slides.slice(1).join("")).not.toContain("Banner title");
  });

  it("testimonials: every slide keeps its words (the tallest sets the height), only the first its photo", () => {
    const words = ["Short.", "A much longer testimonial that wraps over several lines on a phone.", "Medium length words."];
    const html = render(createElement(Testimonials, { testimonials: words.map((w, i) => testimonial(i + 1, w)) }));
    const slides = slidesOf(html);
    expect(slides).toHaveLength(3);
    slides.forEach((slide, index) => {
      expect(slide).toContain(words[index]);
      expect(slide).toContain(`Creator ${index + 1}`);
      expect(slide).toContain('aria-label="Rated 5 out of 5"');
    });
    expect(slides[0]).toContain("<img");
    expect(slides.slice(1).join("")).not.toContain("<img");
  });

  it("a rating's five stars are one drawing of one path", () => {
    const html = render(createElement(Testimonials, { testimonials: [testimonial(1, "Words.")] }));
    const rating = /<svg[^>]*role="img"[^>]*aria-label="Rated 5 out of 5"[^>]*>(.*?)<\/svg>/.exec(html);
    expect(rating?.[1]?.match(/<path/g)).toHaveLength(1);
    expect(rating?.[1]?.match(/M[\d.]+ 2l/g)).toHaveLength(5);
  });
});
