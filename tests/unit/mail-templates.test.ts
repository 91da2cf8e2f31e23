import { describe, expect, it } from "vitest";
import type { MailTemplate, MailTemplateData } from "#server/services/mail/outbox.ts";
import { messageIdFor, retryDelay, senderDomain } from "#server/services/mail/delivery-rules.ts";
import { istDateTime, renderMail, rupees } from "#server/services/mail/templates.ts";

/** Each message from its one template: the facts in both bodies, rupees, IST, escaped HTML. */
const env = { publicUrl: "https://creatorcup.in" };
const contestId = "0123456789abcdef01234567";
const render = <T extends MailTemplate>(template: T, data: MailTemplateData[T], unsubscribeUrl?: string) =>
  renderMail(template, data, { ...env, unsubscribeUrl });
const bothBodies = (mail: { text: string; html: string }) => [mail.text, mail.html];

describe("money and dates", () => {
  it("shows paise as rupees with Indian grouping, and two decimals only when there are paise", () => {
    expect(rupees(49_900)).toBe("₹499");
    expect(rupees(10_000_000)).toBe("₹1,00,000");
    expect(rupees(49_950)).toBe("₹499.50");
  });

  it("shows instants in India Standard Time, whatever the server's zone", () => {
    expect(istDateTime("2026-11-21T10:35:00.000Z")).toMatch(/^21 Nov 2026, 4:05\spm IST$/);
    // 20:00 UTC is already the next day in India.
    expect(istDateTime("2026-11-21T20:00:00.000Z")).toMatch(/^22 Nov 2026, 1:30\sam IST$/);
  });
});

describe("templates", () => {
  it("sign-in code: the code in the subject and both bodies, and how long it lasts", () => {
    const mail = render("sign-in-code", { code: "482913", expiresInMinutes: 10 });
    expect(mail.subject).toBe("482913 is your CreatorCup code");
    for (const body of bothBodies(mail)) {
      expect(body).toContain("482913");
      expect(body).toContain("10 minutes");
    }
  });

  it("payment receipt: contest, amount in rupees, Razorpay payment id, date in IST, link to My registrations", () => {
    const mail = render("payment-receipt", {
      creatorName: "Asha Verma",
      contestId,
      contestTitle: "City in 60 Seconds",
      amountPaise: 49_900,
      paymentId: "pay_Nx81aQ2",
      paidAt: "2026-11-21T10:35:00.000Z",
      receiptNumber: "CC/2026-27/000042",
    });
    expect(mail.subject).toBe("Payment receipt: City in 60 Seconds");
    for (const body of bothBodies(mail)) {
      expect(body).toContain("Hi Asha Verma,");
      expect(body).toContain("City in 60 Seconds");
      expect(body).toContain("₹499");
      expect(body).toContain("Razorpay payment id");
      expect(body).toContain("pay_Nx81aQ2");
      expect(body).toMatch(/21 Nov 2026, 4:05\spm IST/);
      expect(body).toContain("https://creatorcup.in/me");
    }
    expect(mail.text).toContain("Amount paid: ₹499");
    expect(mail.text).toContain("Receipt number: CC/2026-27/000042");
  });

  it("registration complete: contest, video link, My registrations", () => {
    const mail = render("registration-complete", {
      creatorName: "Ravi",
      contestId,
      contestTitle: "Poetry Minute",
      videoLink: "https://youtu.be/abc",
    });
    expect(mail.subject).toBe("You're registered for Poetry Minute");
    for (const body of bothBodies(mail)) {
      expect(body).toContain("https://youtu.be/abc");
      expect(body).toContain("https://creatorcup.in/me");
      expect(body).toContain(`https://creatorcup.in/contest/${contestId}`);
    }
  });

  it("refund notice: amount, payment and refund ids, date in IST, why", () => {
    const mail = render("refund-notice", {
      creatorName: "Asha Verma",
      contestId,
      contestTitle: "Dance Off",
      amountPaise: 9_900,
      paymentId: "pay_Dup1",
      refundId: "rfnd_77",
      refundedAt: "2026-11-22T05:00:00.000Z",
      reason: "The contest was already full when your payment arrived.",
    });
    expect(mail.subject).toBe("Refund of ₹99: Dance Off");
    for (const body of bothBodies(mail)) {
      for (const fact of ["₹99", "pay_Dup1", "rfnd_77", "The contest was already full"]) expect(body).toContain(fact);
      expect(body).toMatch(/22 Nov 2026, 10:30\sam IST/);
    }
  });

  it("registration reminder: when it closes in IST, the fee, a link that opens the payment, and the unsubscribe link", () => {
    const unsubscribe = "https://creatorcup.in/api/mail/unsubscribe?token=abcdefghijklmnopqrstuvwx";
    const mail = render(
      "registration-reminder",
      { creatorName: "Meera", contestId, contestTitle: "Last Call", closesAt: "2026-11-25T18:29:59.999Z", amountPaise: 49_900 },
      unsubscribe,
    );
    for (const body of bothBodies(mail)) {
      expect(body).toMatch(/25 Nov 2026, 11:59\spm IST/);
      expect(body).toContain("₹499");
      expect(body).toContain(`https://creatorcup.in/contest/${contestId}?register=1`);
    }
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain(unsubscribe.replace(/&/g, "&amp;"));
  });

  it("results declared: winners read their rank and prize, everyone else the thanks", () => {
    const base = { creatorName: "Kabir", contestId, contestTitle: "Dance Off" };
    const winner = render("results-declared", { ...base, winner: true, rank: 1, prizeTitle: "First prize", prizeAmountPaise: 500_000 });
    expect(winner.subject).toBe("Congratulations! You placed #1 in Dance Off");
    for (const body of bothBodies(winner)) {
      expect(body).toContain("#1");
      expect(body).toContain("First prize, ₹5,000");
    }
    const everyone = render("results-declared", { ...base, winner: false, rank: null });
    expect(everyone.subject).toBe("Results are out: Dance Off");
    expect(everyone.text).not.toContain("Rank");
    expect(everyone.text).toContain(`https://creatorcup.in/contest/${contestId}`);
  });

  it("contact acknowledgement: carries nothing the sender typed", () => {
    const mail = render("contact-acknowledgement", { receivedAt: "2026-11-21T10:35:00.000Z" });
    expect(mail.subject).toBe("We received your message");
    expect(mail.text).toMatch(/21 Nov 2026, 4:05\spm IST/);
  });

  it("escapes what creators typed in the HTML and keeps it readable in the text", () => {
    const mail = render("registration-complete", {
      creatorName: `<img src=x onerror="alert(1)">`,
      contestId,
      contestTitle: "Tom & Jerry's <Reels>",
    });
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("Tom &amp; Jerry&#39;s &lt;Reels&gt;");
    expect(mail.text).toContain("Tom & Jerry's <Reels>");
  });

  it("is laid out for a phone: viewport, one column at most 560 px wide, the product's purple", () => {
    const mail = render("sign-in-code", { code: "123456", expiresInMinutes: 10 });
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toContain("max-width:560px");
    expect(mail.html).toContain("#8a2fd6");
    expect(mail.text).not.toContain("<");
    // Every style attribute stays closed: nothing inside uses a double quote.
    for (const style of mail.html.match(/style="[^"]*"/g) ?? []) expect(style).toMatch(/;?"$/);
    expect(mail.html).toMatch(/font-family:-apple-system, BlinkMacSystemFont, 'Segoe UI'/);
  });
});

describe("sending rules", () => {
  it("Message-IDs are fixed per outbox row, under the sender's domain", () => {
    expect(senderDomain("CreatorCup <no-reply@creatorcup.in>")).toBe("creatorcup.in");
    expect(senderDomain("hello@contests.example.in")).toBe("contests.example.in");
    const row = { id: "0123456789abcdef01234567" };
    expect(messageIdFor(row, "CreatorCup <no-reply@creatorcup.in>")).toBe("<0123456789abcdef01234567.outbox@creatorcup.in>");
    expect(messageIdFor(row, "CreatorCup <no-reply@creatorcup.in>")).toBe(messageIdFor(row, "no-reply@creatorcup.in"));
  });

  it("backs off exponentially with jitter, up to a ceiling", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, 30_000, 3_600_000, middle))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelay(20, 30_000, 3_600_000, middle)).toBe(3_600_000);
    expect(retryDelay(1, 30_000, 3_600_000, () => 0)).toBe(24_000);
    expect(retryDelay(1, 30_000, 3_600_000, () => 1)).toBe(36_000);
  });
});

describe("in Hindi (the recipient's stored language)", () => {
  const hindi = <T extends MailTemplate>(template: T, data: MailTemplateData[T]) =>
    renderMail(template, data, { ...env, manageConsentUrl: "https://creatorcup.in/privacy/consent?t=abc" }, "hi");
  const samples: { [T in MailTemplate]: MailTemplateData[T] } = {
    "sign-in-code": { code: "482913", expiresInMinutes: 10 },
    "registration-complete": { creatorName: "Asha Verma", contestId, contestTitle: "City in 60 Seconds", videoLink: "https://youtu.be/x" },
    "payment-receipt": {
      creatorName: "Asha Verma",
      contestId,
      contestTitle: "City in 60 Seconds",
      amountPaise: 49_950,
      paymentId: "pay_Nx81aQ2",
      paidAt: "2026-03-02T10:35:00.000Z",
      receiptNumber: "CC/2025-26/000917",
    },
    "refund-notice": {
      creatorName: "Asha Verma",
      contestId,
      contestTitle: "City in 60 Seconds",
      amountPaise: 10_000_000,
      paymentId: "pay_Nx81aQ2",
      refundId: "rfnd_1",
      refundedAt: "2026-11-21T10:35:00.000Z",
      reason: "The contest was already full when your payment arrived.",
    },
    "registration-reminder": {
      creatorName: "Asha Verma",
      contestId,
      contestTitle: "City in 60 Seconds",
      closesAt: "2026-11-21T18:29:59.999Z",
      amountPaise: 49_900,
    },
    "results-declared": {
      creatorName: "Asha Verma",
      contestId,
      contestTitle: "City in 60 Seconds",
      winner: true,
      rank: 2,
      prizeTitle: null,
      prizeAmountPaise: 1_000_000,
    },
    "guardian-registration-reminder": {
      childName: "Asha",
      contestId,
      contestTitle: "City in 60 Seconds",
      closesAt: "2026-11-21T18:29:59.999Z",
      amountPaise: 49_900,
    },
    "guardian-results": {
      childName: "Asha",
      contestId,
      contestTitle: "City in 60 Seconds",
      winner: true,
      rank: 2,
      prizeTitle: null,
      prizeAmountPaise: 1_000_000,
    },
    "contact-acknowledgement": { receivedAt: "2026-11-21T10:35:00.000Z" },
    "guardian-consent-request": {
      consentUrl: "https://creatorcup.in/guardian/consent?t=tok",
      contestTitle: "City in 60 Seconds",
      expiresAt: "2026-11-28T10:35:00.000Z",
      reminder: false,
    },
    "guardian-consent-given": { contestId, contestTitle: "City in 60 Seconds" },
    "guardian-consent-ended": { reason: "expired" },
    "account-erased": { erasedAt: "2026-11-21T10:35:00.000Z" },
    "grievance-received": { answerDays: 30 },
    "judge-invitation": { judgeName: "Ravi", contestTitle: "City in 60 Seconds" },
    "judge-reminder": { judgeName: "Ravi", contestTitle: "City in 60 Seconds", round: "screening", scored: 3, assigned: 10 },
  };

  it.each(Object.keys(samples) as MailTemplate[])(
    "%s: subject and body in Devanagari, links to the Hindi pages, no English sentence left",
    (template) => {
      const rendered = hindi(template, samples[template] as never);
      // The guardian's first mail offers the request in English in one line: that line is English on purpose.
      const mail = { ...rendered, text: rendered.text.replace(/^Prefer English\? .*$/m, "") };
      const english = renderMail(template, samples[template] as never, env);
      expect(mail.subject).toMatch(/[\u0900-\u097F]/);
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.html).toContain('<html lang="hi">');
      expect(mail.text).toContain("https://creatorcup.in/hi/privacy");
      expect(mail.text).toContain("https://creatorcup.in/hi/privacy/consent?t=abc");
      // Site links lead to Hindi pages; only the English-free parts (names, titles, ids, the brand) stay Latin.
      for (const url of mail.text.match(/https:\/\/creatorcup\.in\/\S*/g) ?? []) expect(url).toMatch(/^https:\/\/creatorcup\.in\/hi\//);
      const latinWords = (mail.text.match(/\b[A-Za-z]{4,}\b/g) ?? []).filter(
        (word) =>
          !/^(https|creatorcup|City|Seconds|Asha|Verma|Ravi|youtu|privacy|consent|contest|guardian|judge|register|Razorpay|CreatorCup|screening|rfnd|IST)$/i.test(
            word,
          ),
      );
      expect(latinWords).toEqual([]);
    },
  );

  it("offers the guardian's first mail in the other language in one line, linking the same request in it", () => {
    const data = samples["guardian-consent-request"];
    const inEnglish = renderMail("guardian-consent-request", data, env);
    expect(inEnglish.text).toContain("हिंदी में पढ़ना चाहें? यही अनुरोध हिंदी में खोलें: https://creatorcup.in/hi/guardian/consent?t=tok");
    expect(inEnglish.html).toMatch(
      /<p lang="hi"[^>]*>हिंदी में पढ़ना चाहें\? <a href="https:\/\/creatorcup\.in\/hi\/guardian\/consent\?t=tok"[^>]*>यही अनुरोध हिंदी में खोलें<\/a>/,
    );
    // Before the greeting: a parent who reads only Hindi finds it first.
    expect(inEnglish.text.indexOf("हिंदी में पढ़ना चाहें")).toBeLessThan(inEnglish.text.indexOf("Hello"));
    const inHindi = hindi("guardian-consent-request", data);
    expect(inHindi.text).toContain("Prefer English? Open this request in English: https://creatorcup.in/guardian/consent?t=tok");
    expect(inHindi.html).toContain('<p lang="en"');
  });

  it("formats money, dates and counts for India in Hindi", () => {
    const receipt = hindi("payment-receipt", samples["payment-receipt"]);
    expect(receipt.text).toContain("पेमेंट की गई रकम: ₹499.50");
    expect(receipt.text).toContain("रसीद नंबर: CC/2025-26/000917");
    expect(receipt.text).toMatch(/पेमेंट की तारीख: 2 मार्च 2026, 16:05 IST/);
    expect(hindi("refund-notice", samples["refund-notice"]).subject).toBe("₹1,00,000 का रिफ़ंड: City in 60 Seconds");
    expect(hindi("refund-notice", samples["refund-notice"]).text).toContain("आपका पेमेंट आने तक कॉन्टेस्ट की सारी जगहें भर चुकी थीं।");
    expect(hindi("judge-reminder", samples["judge-reminder"]).text).toContain(
      "City in 60 Seconds के स्क्रीनिंग राउंड में आपने 10 में से 3 एंट्री को स्कोर दिया है।",
    );
    expect(hindi("guardian-consent-request", samples["guardian-consent-request"]).text).toContain(
      "यह लिंक 28 नव॰ 2026 तक (7 दिन) काम करेगा।",
    );
  });

  it("the organiser's Hindi titles travel beside the English and are chosen by the mail's language, field by field", () => {
    const results = { ...samples["results-declared"], contestTitleHi: "60 सेकंड में शहर", prizeTitle: "Runner-up", prizeTitleHi: "उपविजेता" };
    const inHindi = hindi("results-declared", results);
    expect(inHindi.subject).toBe("बधाई हो! 60 सेकंड में शहर में आपकी रैंक #2 है");
    expect(inHindi.text).toContain("उपविजेता");
    expect(inHindi.text).not.toContain("City in 60 Seconds");
    const inEnglish = renderMail("results-declared", results, env);
    expect(inEnglish.subject).toBe("Congratulations! You placed #2 in City in 60 Seconds");
    expect(inEnglish.text).toContain("Runner-up");
    expect(inEnglish.text).not.toMatch(/[\u0900-\u097F]/);
    // Only the prize in Hindi: the contest keeps its English; a blank Hindi is no Hindi.
    const partly = hindi("results-declared", { ...results, contestTitleHi: "  ", prizeTitleHi: "उपविजेता" });
    expect(partly.subject).toBe("बधाई हो! City in 60 Seconds में आपकी रैंक #2 है");
    expect(partly.text).toContain("उपविजेता");
    // A row queued before the Hindi titles existed has none: English title in a Hindi mail.
    expect(hindi("judge-invitation", samples["judge-invitation"]).subject).toBe("City in 60 Seconds में जज बनने का न्योता");
    expect(hindi("judge-invitation", { ...samples["judge-invitation"], contestTitleHi: "60 सेकंड में शहर" }).subject).toBe(
      "60 सेकंड में शहर में जज बनने का न्योता",
    );
  });

  it("an unknown refund reason (queued by an earlier version) is kept as it was written", () => {
    const mail = hindi("refund-notice", { ...samples["refund-notice"], reason: "Some other reason." });
    expect(mail.text).toContain("Some other reason.");
  });
});
