// The load phase: readers on the pages and creators registering at once, one process restarted midway.
import http from "node:http";
import sharp from "sharp";
import { register } from "./creator.mjs";
import { readPages, recorder } from "./readers.mjs";
import { request } from "./request.mjs";
import { contestId, creatorConcurrency, creatorsWanted, log, maxLoadMs, readersWanted } from "./settings.mjs";

/** What the visitors use, found through the balancer as a browser finds it: the pages to read, a place and category, a photo. */
export async function siteTargets(lbPort) {
  const api = async (pathName) => JSON.parse((await request({ port: lbPort, path: pathName, agent: false })).body.toString("utf8"));
  const countries = (await api("/api/location/list/country")).data;
  const india = countries.find((c) => /india/i.test(c.countryName)) ?? countries[0];
  const state = (await api(`/api/location/list/state/country/${india._id}`)).data[0];
  const city = (await api(`/api/location/list/city/state/${state._id}`)).data[0];
  const category = (await api("/api/category/list/active")).data[0];
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 230, g: 80, b: 140 } } })
    .png()
    .toBuffer();
  const bannerPicture = /\/img\/\d+\/[^"\s,]+/.exec((await request({ port: lbPort, path: "/", agent: false })).body.toString("utf8"))?.[0];
  const pages = [
    "/",
    `/contest/${contestId}`,
    `/contest/${contestId}/applicants`,
    "/api/contest/active",
    "/cms/vibe-check",
    "/contest/64b000000000000000000001",
  ];
  if (bannerPicture) pages.push(bannerPicture);
  return { pages, place: { countryId: india._id, stateId: state._id, cityId: city._id }, categoryId: category._id, photo };
}

/**
 * `creatorConcurrency` creators at a time until all have registered or the time is up. Midway (40 % of
 * the creators, or of the time allowed), process B is restarted as a deployment would: SIGTERM, then
 * started again (with LOADTEST_CRASH, killed instead). Answers how many finished and the restart, still under way perhaps.
 */
async function registerCreators(context, record, outcome, loadStarted, appB) {
  let nextCreator = 0;
  let finished = 0;
  let restart = null;
  const midway = () => finished >= creatorsWanted * 0.4 || Date.now() - loadStarted >= maxLoadMs * 0.4;
  const loops = Array.from({ length: creatorConcurrency }, async () => {
    while (nextCreator < creatorsWanted && Date.now() - loadStarted < maxLoadMs) {
      const i = nextCreator++;
      await register(i, context, record, outcome);
      finished++;
      if (finished % 100 === 0) log(`  ${finished} creators done`);
      if (!restart && midway()) restart = appB.restart();
    }
  });
  await Promise.all(loops);
  return { finished, restart };
}

/** Runs the load phase; answers the recordings, the creators' outcomes and the restarted process's exit code. */
export async function runSpike({ lbPort, origin, appB, mail, targets, run }) {
  log(
    `Load: ${readersWanted} readers over ${targets.pages.length} pages and lists, ${creatorsWanted} creators (${creatorConcurrency} at a time)…`,
  );
  const readers = recorder();
  const creators = recorder();
  const outcome = { full: 0, fullAfterPaying: 0, payments: [], confirmed: [], startedAgain: 0 };
  const context = {
    lbPort,
    origin,
    mail,
    place: targets.place,
    categoryId: targets.categoryId,
    photo: targets.photo,
    run,
    agent: new http.Agent({ keepAlive: true, maxSockets: creatorConcurrency }),
  };
  const loadStarted = Date.now();
  let creatorsDone = false;
  const readerLoops = Array.from({ length: readersWanted }, () =>
    readPages(lbPort, targets.pages, () => creatorsDone || Date.now() - loadStarted > maxLoadMs, readers),
  );
  const { finished, restart } = await registerCreators(context, creators, outcome, loadStarted, appB);
  creatorsDone = true;
  await Promise.all(readerLoops);
  const restartCode = restart ? await restart : null;
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  context.agent.destroy();
  log(`Load finished in ${loadSeconds.toFixed(1)} s; waiting for the mail outbox to drain…`);
  return { readers, creators, outcome, finished, restartCode, loadStarted, loadSeconds };
}
