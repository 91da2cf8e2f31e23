import { describe, expect, it } from "vitest";
import { shownDetails } from "#server/services/my-data/shown-details.ts";
import type { MyDataExport } from "#shared/api/my-data.ts";

const details = (values: Partial<NonNullable<MyDataExport["details"]>>): MyDataExport["details"] => ({
  firstName: "Meera",
  middleName: null,
  lastName: "Iyer",
  mobileNo: "9876543210",
  dateOfBirth: null,
  gender: null,
  address: "12 MG Road",
  pincode: null,
  country: null,
  state: null,
  city: null,
  bio: null,
  link: null,
  socialMedia: {},
  bankDetails: null,
  createdAt: "2026-09-18T06:00:00.000Z",
  ...values,
});

describe("My data's details as a person reads them (docs/privacy.md#my-data)", () => {
  it("writes the date of birth as the page's other dates, in English and Hindi, never the stored ISO date", () => {
    const d = details({ dateOfBirth: "2002-11-03" });
    expect(shownDetails(d, "en").dateOfBirth).toBe("3 Nov 2002");
    expect(shownDetails(d, "hi").dateOfBirth).toBe("3 नव॰ 2002");
    // The first and last days of a year stay on their day, whatever the server's time zone.
    expect(shownDetails(details({ dateOfBirth: "2001-01-01" }), "en").dateOfBirth).toBe("1 Jan 2001");
    expect(shownDetails(details({ dateOfBirth: "2001-12-31" }), "en").dateOfBirth).toBe("31 Dec 2001");
    expect(shownDetails(details({}), "en").dateOfBirth).toBeNull();
    expect(shownDetails(null, "hi")).toEqual({ dateOfBirth: null, place: null, socialMedia: [] });
  });

  it("writes the place with its state and country as the page names them: 'मध्य प्रदेश, भारत' on the Hindi site", () => {
    const d = details({ city: "Indore", state: "Madhya Pradesh", country: "India" });
    expect(shownDetails(d, "en").place).toBe("Indore, Madhya Pradesh, India");
    // The town keeps its one name (the places dataset has no Hindi).
    expect(shownDetails(d, "hi").place).toBe("Indore, मध्य प्रदेश, भारत");
    // A state or country without a Hindi name keeps its stored one; missing parts are left out.
    expect(shownDetails(details({ state: "Bagmati", country: "Atlantis" }), "hi").place).toBe("Bagmati, Atlantis");
    expect(shownDetails(details({}), "hi").place).toBe("");
  });

  it("names each social link by its network, in the registration form's order, and leaves out empty ones", () => {
    const d = details({
      socialMedia: {
        youtube: "https://www.youtube.com/@meera",
        instagram: "https://www.instagram.com/meera",
        facebook: "",
        linkedIn: " https://www.linkedin.com/in/meera ",
        tiktok: null,
      },
    });
    const rows = [
      ["Instagram", "https://www.instagram.com/meera"],
      ["YouTube", "https://www.youtube.com/@meera"],
      ["LinkedIn", "https://www.linkedin.com/in/meera"],
    ];
    expect(shownDetails(d, "en").socialMedia).toEqual(rows);
    // The networks' own names, the same on the Hindi page.
    expect(shownDetails(d, "hi").socialMedia).toEqual(rows);
  });
});
