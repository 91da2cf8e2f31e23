import { describe, expect, it } from "vitest";
import { lockScroll } from "#app/components/ui/scroll-lock.ts";

function fakePage({ scrollY = 640, scrollbarWidth = 0 } = {}) {
  const page = {
    body: { style: { position: "", top: "", left: "", right: "", overflow: "", paddingRight: "" } },
    scrollY,
    scrollbarWidth,
    url: "https://creatorcup.in/contest/1",
    scrolledTo: [] as number[],
    scrollTo: (_x: number, y: number) => {
      page.scrolledTo.push(y);
    },
    href: () => page.url,
  };
  return page;
}

describe("scroll lock behind an overlay", () => {
  it("pins the body at the current offset (iOS ignores overflow: hidden alone) and puts the page back on release", () => {
    const page = fakePage();
    const release = lockScroll(page);
    expect(page.body.style).toMatchObject({ position: "fixed", top: "-640px", overflow: "hidden", left: "0", right: "0" });
    release();
    expect(page.body.style).toMatchObject({ position: "", top: "", overflow: "" });
    expect(page.scrolledTo).toEqual([640]);
  });

  it("keeps the scrollbar's width as padding, so the page does not shift sideways", () => {
    const page = fakePage({ scrollbarWidth: 15 });
    const release = lockScroll(page);
    expect(page.body.style.paddingRight).toBe("15px");
    release();
    expect(page.body.style.paddingRight).toBe("");
  });

  it("counts nested locks: only the last release unlocks, and a second call of one release does nothing", () => {
    const page = fakePage();
    const outer = lockScroll(page);
    const inner = lockScroll(page);
    inner();
    inner();
    expect(page.body.style.position).toBe("fixed");
    outer();
    expect(page.body.style.position).toBe("");
    expect(page.scrolledTo).toEqual([640]);
  });

  it("after a navigation (a menu link) leaves the scroll position to the new page", () => {
    const page = fakePage();
    const release = lockScroll(page);
    page.url = "https://creatorcup.in/cms/vibe-check";
    release();
    expect(page.body.style.position).toBe("");
    expect(page.scrolledTo).toEqual([]);
  });
});
