/** Content pages of the demo site: every slug the menu links to, plus the-plug and contact-us. */
import { menuContentPages } from "#shared/menu-contests.ts";

export const demoCompany = {
  name: "CreatorCup",
  phone: "+91 98765 43210",
  supportEmail: "support@creatorcup.in",
  address: "3rd Floor, Shagun Arcade, Vijay Nagar, Indore, Madhya Pradesh 452010, India",
  socialLinks: {
    instagram: "https://www.instagram.com/creatorcup.in",
    youtube: "https://www.youtube.com/@creatorcup",
    facebook: "https://www.facebook.com/creatorcup.in",
    twitter: "https://x.com/creatorcup_in",
    linkedIn: "https://www.linkedin.com/company/creatorcup",
    whatsapp: "https://wa.me/919876543210",
  },
} as const;

export type CmsPageSeed = { slug: string; title: string; description: string; content: string };

const { name, phone, supportEmail, address } = demoCompany;
const tel = phone.replace(/\s+/g, "");

const pages: Record<string, Omit<CmsPageSeed, "slug">> = {
  "vibe-check": {
    title: "Vibe Check",
    description: `What ${name} is, who it is for, and why we started it.`,
    content: `
<h2>Big talent lives in small cities</h2>
<p>${name} is a contest platform for young creators from India's smaller cities &mdash; the Indores, Guwahatis, Nashiks and Warangals of the country. You already make brilliant reels with a phone, a ring light and a lot of jugaad. We give those reels a stage, a jury that actually watches them, and prize money that is worth the effort.</p>
<p>Every contest has a clear theme, a fixed entry fee (some are free), a published prize pool and dates you can plan around. No follower count is needed, no agency, no "DM for collab". Just your idea and your edit.</p>
<h2>How the vibe works</h2>
<ul>
  <li><strong>Pick a contest</strong> &mdash; comedy, dance, food, tech, music or travel. Some are open to all of India, some only to certain states or cities, so you compete with people from your own turf.</li>
  <li><strong>Register in two minutes</strong> &mdash; confirm your details, pay the entry fee securely (or skip it for free contests) and drop the link to your video.</li>
  <li><strong>Get judged by real creators</strong> &mdash; comedians, choreographers, producers and filmmakers from our Hall of Fame score every entry on idea, craft and impact.</li>
  <li><strong>Win and get seen</strong> &mdash; winners get cash straight to their bank account and a feature on our channels.</li>
</ul>
<h2>What we believe</h2>
<p>Views are not the same as talent. A creator from a town of two lakh people deserves the same shot as someone in Mumbai with a studio. We keep entry fees small, prize pools transparent and judging fair, and we publish every applicant and every winner on the contest page for everyone to see.</p>
<p>So &mdash; does it pass the vibe check? Pick a contest on the home page and find out.</p>`,
  },
  "hall-of-fame": {
    title: "Hall of Fame",
    description: "Meet the creators and professionals who judge every entry.",
    content: `
<h2>The people behind the scores</h2>
<p>Our judges are working creators and industry professionals: stand-up comedians, choreographers, cinematographers, music producers, food and travel vloggers and tech educators. Many of them started exactly where you are &mdash; a small city, a borrowed phone and a big idea.</p>
<p>Each contest lists its judges on its own page, with a <strong>Head Judge</strong> who owns the final call and one or two <strong>Guest Judges</strong> who bring a fresh eye.</p>
<h2>What our judges look for</h2>
<ol>
  <li><strong>Idea (40%)</strong> &mdash; is it original, is it yours, does it fit the theme?</li>
  <li><strong>Craft (35%)</strong> &mdash; framing, sound, edit, performance. Expensive gear is not required; care is.</li>
  <li><strong>Impact (25%)</strong> &mdash; did it make us laugh, feel, learn or want to book a bus ticket?</li>
</ol>
<p>Follower counts, likes and views are <em>never</em> part of the score. Judges watch every shortlisted entry in full and score independently before the final discussion.</p>
<h2>Past winners</h2>
<p>Winners of every completed contest are shown on that contest's applicants page, with their rank, prize and the video that won it. Go and watch them &mdash; it is the best homework there is.</p>`,
  },
  "hack-zone": {
    title: "Hack Zone",
    description: "Practical tips to make your next entry look, sound and land better.",
    content: `
<h2>Hacks that cost nothing</h2>
<p>You do not need a new phone to win. Most winning entries we see are shot on mid-range phones. What they have in common is a strong hook and clean basics.</p>
<ul>
  <li><strong>Hook in 2 seconds.</strong> Start with the punchline, the dance drop or the sizzling tawa &mdash; not with "Hi guys".</li>
  <li><strong>Face the window.</strong> Daylight from a window in front of you beats any cheap ring light.</li>
  <li><strong>Sound is half the video.</strong> Record close to the phone, away from fans and traffic, or use wired earphones as a mic.</li>
  <li><strong>Lock your exposure.</strong> Tap and hold on your face so the brightness does not jump around.</li>
  <li><strong>Shoot vertical, 1080p, 30 fps</strong> unless the contest asks otherwise. Clean the lens first &mdash; really.</li>
  <li><strong>Add captions.</strong> Half your audience watches on mute, and judges love being able to follow every word.</li>
</ul>
<h2>Before you submit</h2>
<ol>
  <li>Read the contest's Rules and Requirements again. Disqualification for a missed rule hurts.</li>
  <li>Make your video link public or unlisted, and open it in a private window to check it plays.</li>
  <li>Use only music and clips you are allowed to use. Original audio always wins extra respect.</li>
</ol>
<p>Got a hack of your own? Send it to <a href="mailto:${supportEmail}">${supportEmail}</a> and we may feature it here with your name.</p>`,
  },
  "the-rules": {
    title: "The Rules",
    description: "The fair-play rules that apply to every contest on the platform.",
    content: `
<h2>The short version</h2>
<p>Be original, be kind, follow each contest's own rules, and tell us the truth about who you are. Every contest page lists its specific rules and requirements; the rules below apply to all of them.</p>
<h2>Eligibility</h2>
<ul>
  <li>Contests may be limited to certain countries, states or cities. Your registered address decides whether you can take part.</li>
  <li>If you are under 18, a parent or guardian must agree to your registration and to the payment of any entry fee.</li>
  <li>One registration per person per contest. Duplicate or fake accounts are removed without refund.</li>
</ul>
<h2>Your entry</h2>
<ul>
  <li>The video must be your own work, made for the contest theme, and must not infringe anyone's copyright.</li>
  <li>No hate, harassment, nudity, dangerous stunts or content that breaks Indian law.</li>
  <li>The video link must stay public or unlisted until results are announced.</li>
</ul>
<h2>Fees, judging and prizes</h2>
<ol>
  <li>Entry fees are shown before you pay and are charged in Indian rupees through a secure payment provider. A free contest costs nothing.</li>
  <li>If a contest fills up while your payment is processing, the fee is refunded automatically.</li>
  <li>Judges' decisions are final. Scores never depend on followers, likes or views.</li>
  <li>Prizes are paid by bank transfer to the winner's own account after a simple identity check, and are subject to applicable taxes (TDS) under Indian law.</li>
</ol>
<p>Questions about a rule? Ask us at <a href="mailto:${supportEmail}">${supportEmail}</a> before you shoot, not after.</p>`,
  },
  "lets-talk": {
    title: "Let's Talk",
    description: "How to reach the team for help with contests, payments or partnerships.",
    content: `
<h2>We actually reply</h2>
<p>Stuck on a registration, confused by a rule, or want to bring a contest to your city or college? Talk to us. A real person from our Indore team reads every message.</p>
<ul>
  <li><strong>E-mail:</strong> <a href="mailto:${supportEmail}">${supportEmail}</a> &mdash; best for payments and account questions; include the contest name and the e-mail you registered with.</li>
  <li><strong>Phone and WhatsApp:</strong> <a href="tel:${tel}">${phone}</a>, Monday to Saturday, 10 am to 7 pm IST.</li>
  <li><strong>Office:</strong> ${address}.</li>
</ul>
<h2>Before you write</h2>
<p>Most answers are on the contest page itself: dates, entry fee, prize pool, rules and requirements. If a payment went through but your name is not on the applicants list yet, give it a few minutes &mdash; we confirm every payment with the provider and update the list automatically.</p>
<h2>Brands and colleges</h2>
<p>Want to sponsor a prize pool or run a contest for your campus? Write to us with "Partnership" in the subject and we will get back within two working days.</p>`,
  },
  "the-plug": {
    title: "The Plug",
    description: "Plug your friends into contests with your affiliate code and keep track of who joined.",
    content: `
<h2>Be the plug for your crew</h2>
<p>Every city has that one person who knows every dancer, every comedian and every food vlogger in town. If that is you, the ${name} affiliate programme is for you.</p>
<ul>
  <li>Get your own affiliate code from our team.</li>
  <li>Friends enter your code when they register; we show them your name so they know it worked.</li>
  <li>Sign in on the <a href="/affiliate-list">affiliate list</a> page to see everyone you have referred, with their contact and social links.</li>
</ul>
<h2>How to become an affiliate</h2>
<p>Write to <a href="mailto:${supportEmail}">${supportEmail}</a> with your name, city and the communities you are part of &mdash; a college club, a dance academy, an open-mic group. We will set you up with a code and a password.</p>
<p>Please plug responsibly: no spam, no fake accounts, and only share your code with people who actually want to take part.</p>`,
  },
  "contact-us": {
    title: "Contact Us",
    description: "Phone, e-mail and address of the team.",
    content: `
<h2>Get in touch</h2>
<p>We are a small team in Indore building a fair stage for creators from India's smaller cities. Reach us any way you like:</p>
<ul>
  <li><strong>Support:</strong> <a href="mailto:${supportEmail}">${supportEmail}</a></li>
  <li><strong>Phone:</strong> <a href="tel:${tel}">${phone}</a> (Monday to Saturday, 10 am to 7 pm IST)</li>
  <li><strong>Address:</strong> ${address}</li>
</ul>
<p>For anything about a payment, please include the contest name and the e-mail you registered with, so we can find your entry quickly.</p>`,
  },
};

export const cmsPageSeeds: CmsPageSeed[] = [...menuContentPages.map((page) => page.slug), "the-plug", "contact-us"].map((slug) => {
  const page = pages[slug];
  if (!page) throw new Error(`No demo content for CMS page ${slug}`);
  return { slug, ...page, content: page.content.trim() };
});
