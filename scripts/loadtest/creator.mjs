// One simulated creator: the whole registration, as the registration dialogs call the API.
import { randomBytes } from "node:crypto";
import { multipartForm } from "../bench-kit.mjs";
import { request } from "./request.mjs";
import { contestId, crashMidway, sleep } from "./settings.mjs";

const ids = /[0-9a-f]{24}|order_\w+|creator\d+[^/]*/g;
/** A request's step in the timings: its first path segments, ids replaced, so creators' requests group together. */
const stepOf = (method, pathName) => `${method} ${pathName.split("/").slice(0, 4).join("/").replace(ids, ":id")}`;

/**
 * The balancer's answers for a request the killed process held (502: the connection dropped under it) or
 * when no process was ready (503); with no answer at all, the request is lost too.
 */
const cutOffStatuses = [502, 503];

/**
 * The API as one creator's browser calls it: from their own address, with the cookies the site gave them.
 * With LOADTEST_CRASH, a request cut off by the killed process is not an error but `cutOff`: the creator
 * starts again (register), and the checks judge what the site made of it.
 */
function creatorClient(context, address, record) {
  const client = { cookie: "", cutOff: false };
  const cutOff = (what) => {
    client.cutOff = true;
    record.cutOff(what);
    return null;
  };
  client.call = async (method, pathName, payload, extraHeaders = {}) => {
    const isForm = Boolean(payload?.type);
    const body = payload === undefined ? undefined : isForm ? payload.body : Buffer.from(JSON.stringify(payload));
    const headers = {
      "x-forwarded-for": address,
      origin: context.origin,
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...(body ? { "content-type": isForm ? payload.type : "application/json" } : {}),
      ...extraHeaders,
    };
    try {
      const answer = await request({ port: context.lbPort, path: pathName, method, headers, body, agent: context.agent });
      if (crashMidway && cutOffStatuses.includes(answer.status)) return cutOff(`${stepOf(method, pathName)} → ${answer.status}`);
      record.ok(answer.ms, stepOf(method, pathName));
      let json = null;
      try {
        json = JSON.parse(answer.body.toString("utf8"));
      } catch {
        // not JSON
      }
      return { status: answer.status, json, headers: answer.headers };
    } catch (error) {
      if (crashMidway) return cutOff(`${stepOf(method, pathName)} → ${error.code ?? error.message}`);
      record.fail(`${method} ${pathName.replace(ids, ":id")} → ${error.code ?? error.message}`);
      return null;
    }
  };
  client.expect = (answer, statuses, step) => {
    if (!answer) return false;
    if (statuses.includes(answer.status)) return true;
    const why = answer.json?.errors ? Object.keys(answer.json.errors).join(",") : (answer.json?.message ?? "");
    record.fail(`${step} → ${answer.status} ${answer.json?.code ?? ""} ${why}`.trim());
    return false;
  };
  return client;
}

/** The `name=value` part of the cookie an answer set, or "". */
const cookieSet = (answer, name) =>
  String([answer.headers["set-cookie"] ?? []].flat().find((line) => String(line).startsWith(`${name}=`)) ?? "")
    .split(";")[0]
    .trim();

/**
 * The e-mail dialog: a code asked for, read from the mail, and signed in with; answers whether it worked.
 * A creator starting again may be asked to wait before a new code (the one sent before may be lost with
 * the request): they wait as the dialog tells them, then ask.
 */
async function signInWithMailedCode(client, email, mail, record, again) {
  let asked = await client.call("POST", "/api/creator/email-code", { email });
  if (again && asked?.status === 429) {
    await sleep(((asked.json?.retryAfterSeconds ?? Number(asked.headers["retry-after"])) || 30) * 1000 + 200);
    asked = await client.call("POST", "/api/creator/email-code", { email });
  }
  if (!client.expect(asked, [200], "email-code")) return false;
  // The code works only in the browser that asked for it: keep its device cookie, as a browser does.
  client.cookie = cookieSet(asked, "cc_device") || client.cookie.split("; ").find((c) => c.startsWith("cc_device=")) || "";
  const waitedFrom = performance.now();
  const code = await mail.codeFor(email, { newest: again });
  record.waited(performance.now() - waitedFrom, "(reading the code from the mail)");
  if (!code) {
    record.fail("sign-in code mail did not arrive within 30 s");
    return false;
  }
  const signedIn = await client.call("POST", "/api/creator/sign-in", { email, code });
  if (!client.expect(signedIn, [200], "sign-in")) return false;
  client.cookie = [client.cookie, cookieSet(signedIn, "creator_session")].filter(Boolean).join("; ");
  return true;
}

/** 0 → "a", 27 → "bb": names take letters only. */
const lettersOf = (n) => (n < 26 ? "" : lettersOf(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

function multipart(fields, files) {
  const { body, contentType } = multipartForm(`----loadtest${randomBytes(8).toString("hex")}`, fields, files);
  return { body, type: contentType };
}

/** The details form, different for each creator; every fifth sends a profile photo (re-encoded and stored in the bucket). */
function detailsForm(i, email, { place, categoryId, photo, run }) {
  return multipart(
    {
      firstName: "Creator",
      lastName: `Sharma ${lettersOf(i)}`,
      mobileNo: String(9_000_000_000 + i * 7919 + run),
      email,
      countryId: place.countryId,
      stateId: place.stateId,
      cityId: place.cityId,
      address: `${i} Market Road`,
      pincode: "462001",
      dateOfBirth: "2001-05-17",
      gender: i % 2 ? "Female" : "Male",
      categories: JSON.stringify([categoryId]),
      socialMedia: JSON.stringify({ instagram: `https://instagram.com/creator${i}` }),
      link: `https://instagram.com/reel/creator${i}`,
    },
    i % 5 === 0 ? [{ name: "profileImage", filename: "me.png", type: "image/png", data: photo }] : [],
  );
}

/**
 * The details dialog: looked up, then created; answers the new user, or null when it failed. A creator
 * starting again may find themselves known already (the first try created them), or registered (its
 * confirmation's answer was lost): then the dialog confirms their details, or says so.
 */
async function submitDetails(client, i, email, context) {
  const lookup = await client.call("GET", `/api/user/getByEmail/${encodeURIComponent(email)}?contestId=${contestId}`);
  if (!client.expect(lookup, [200, 404], "getByEmail")) return null;
  if (lookup.status === 200 && lookup.json?.data?._id) return { userId: lookup.json.data._id, registered: lookup.json.alreadyRegistered };
  const created = await client.call("POST", "/api/user/create", detailsForm(i, email, context));
  if (!client.expect(created, [200], "user/create")) return null;
  return { userId: created.json.data?._id ?? created.json.data?.id };
}

/** The order, the test-mode checkout and the confirmation, each counted in `outcome`. */
async function payForPlace(client, i, email, userId, outcome) {
  const ordered = await client.call("POST", "/api/subscriber/create-order", {
    contestId,
    userId,
    link: `https://instagram.com/reel/creator${i}`,
  });
  if (ordered?.status === 409 && ordered.json?.code === "REGISTRATION_FULL") return outcome.full++;
  if (!client.expect(ordered, [200], "create-order")) return;
  // Paid on an earlier try whose answer was lost: the order's payment is found and the registration completed.
  if (ordered.json.data.free && ordered.json.data.subscriber?.isPaid) return outcome.confirmed.push(email);
  const orderId = ordered.json.data.order.id;
  const checkout = await client.call("POST", `/api/subscriber/simulated-checkout/${orderId}`, { outcome: "success" });
  if (!client.expect(checkout, [200], "simulated-checkout")) return;
  outcome.payments.push({ paymentId: checkout.json.razorpay_payment_id, email });
  const confirmed = await client.call("POST", "/api/subscriber/confirm-order", { ...checkout.json, contestId, userId });
  if (confirmed?.status === 409 && confirmed.json?.code === "REGISTRATION_FULL") return outcome.fullAfterPaying++;
  if (!client.expect(confirmed, [200], "confirm-order")) return;
  outcome.confirmed.push(email);
}

/** One try, from the e-mail dialog to the confirmation, as the registration dialogs call the API. */
async function registerOnce(i, email, client, context, record, outcome, again) {
  if (!(await signInWithMailedCode(client, email, context.mail, record, again))) return;
  const user = await submitDetails(client, i, email, context);
  if (!user) return;
  if (user.registered) return outcome.confirmed.push(email);
  await payForPlace(client, i, email, user.userId, outcome);
}

/** One creator; one whose request the killed process held starts again after a moment, as a person reloading the page (three tries at most). */
export async function register(i, context, record, outcome) {
  const email = `creator${i}.${context.run}@example.in`;
  const address = `10.${20 + (i >> 16)}.${(i >> 8) & 255}.${i & 255 || 1}`;
  const client = creatorClient(context, address, record);
  for (let attempt = 1; attempt <= 3; attempt++) {
    client.cutOff = false;
    await registerOnce(i, email, client, context, record, outcome, attempt > 1);
    if (!client.cutOff) return;
    outcome.startedAgain++;
    await sleep(1000);
  }
  record.fail("cut off by the crash three times");
}
