import { useEffect, useRef, useState } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { creatorAccountMessages as c } from "#shared/api/creator-accounts-rules.ts";
import { type CreatorSession, type EmailCode, readCreatorSession, requestEmailCode, signInWithCode } from "./api.ts";
import type { DetailsState } from "./details-form/details-form-dialog.tsx";
import { clearDraft, readDraft, saveDraft } from "./draft.ts";
import { detailsHaveInput, type Step, sameEmail, startingDetails, stepAfterEmail } from "./flow-steps.ts";
import { useKnownMessage } from "./known-messages.tsx";
import type { FlowOutcome, FlowResume } from "./registration-flow.tsx";
import { clearStepOpen, markStepOpen } from "./resume-marker.ts";
import { forgetSentCode, keepSentCode, sentCodeFor } from "./sent-code.ts";
import { checkCreatorSession, forgetCreatorSessionCheck } from "./session-check.ts";

/**
 * The open step, the details typed so far, and closing: what was typed survives Back, and the
 * details a reload too (as a draft); closing asks first when input would be lost.
 */
export function useFlowSteps(contestId: string, resume: FlowResume | undefined, onFinish: (outcome: FlowOutcome) => void) {
  const [step, setStep] = useState<Step>(() => {
    if (resume?.at === "payment") return { name: "payment", user: resume.user };
    const sent = resume?.at === "code" ? sentCodeFor() : null;
    return sent ? { name: "code", email: sent.email, sent: sent.sent } : { name: "email", email: readDraft()?.email ?? "", error: null };
  });
  const [details, setDetails] = useState<DetailsState | null>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  /** Whether the open step holds input that closing would lose. */
  const stepHasInput = useRef(false);
  /** Set once the creator discarded: a late change from the closing form (a list that just loaded) must not save the draft again. */
  const closing = useRef(false);

  const moveTo = (next: Step) => {
    stepHasInput.current = false;
    if (next.name === "enter" || next.name === "code") markStepOpen(contestId, next.name === "enter" ? "details" : "code");
    else clearStepOpen();
    setStep(next);
  };
  const discard = () => {
    closing.current = true;
    if (step.name === "enter") clearDraft();
    clearStepOpen();
    onFinish(null);
  };
  /** Escape, ×, a tap beside the dialog, the back button: ask first when something would be lost. */
  const requestClose = () => (stepHasInput.current ? setAskingToDiscard(true) : discard());
  const keepDetails = (next: DetailsState) => {
    if (closing.current) return;
    setDetails(next);
    const typed = detailsHaveInput(next);
    stepHasInput.current = typed;
    if (typed) saveDraft({ email: next.values.email, values: next.values, affiliate: next.affiliate });
    // Everything erased: the draft for this address goes too, so a reload does not bring it back.
    else if (readDraft(next.values.email)) clearDraft();
  };
  const reportInput = (typed: boolean) => {
    stepHasInput.current = typed;
  };
  return {
    step,
    setStep,
    moveTo,
    details,
    setDetails,
    askingToDiscard,
    setAskingToDiscard,
    requestClose,
    discard,
    keepDetails,
    reportInput,
  };
}

export type FlowSteps = ReturnType<typeof useFlowSteps>;

/**
 * The e-mail step waits for the session check (asked with Register Now, beside this code's
 * download), so a signed-in creator finds their e-mail there, unless a draft names the address in
 * progress, and nothing typed is ever overwritten by a late answer.
 */
function useSessionAtStart(
  session: { current: Promise<CreatorSession | null> | null },
  resume: FlowResume | undefined,
  flow: FlowSteps,
  lookUp: (email: string) => Promise<string | null>,
) {
  const [sessionKnown, setSessionKnown] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the dialogs open
  useEffect(() => {
    let live = true;
    void session.current?.then((signedIn) => {
      if (!live) return;
      const draftEmail = readDraft()?.email;
      // Back from a reload in the details form: still signed in with the draft's address, so straight back to it.
      if (resume?.at === "details" && signedIn && draftEmail && sameEmail(signedIn.email, draftEmail)) {
        void lookUp(draftEmail).then(() => live && setSessionKnown(true));
        return;
      }
      if (signedIn)
        flow.setStep((current) => (current.name === "email" && current.email === "" ? { ...current, email: signedIn.email } : current));
      setSessionKnown(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return sessionKnown;
}

/** The e-mail and its code (skipped when this browser is signed in with that e-mail), then the creator's next step. */
export function useSignInSteps(contestId: string, resume: FlowResume | undefined, flow: FlowSteps) {
  const r = useMessages("registration");
  const f = useFormat();
  const t = useKnownMessage();
  const session = useRef<Promise<CreatorSession | null> | null>(null);
  session.current ??= checkCreatorSession();

  async function lookUp(email: string): Promise<string | null> {
    const { step, newCreator } = await stepAfterEmail(email, contestId);
    if (newCreator) flow.setDetails((kept) => (kept && sameEmail(kept.values.email, email) ? kept : startingDetails(email)));
    flow.moveTo(step);
    return step.name === "email" ? step.error : null;
  }
  const sessionKnown = useSessionAtStart(session, resume, flow, lookUp);

  async function sendCode(email: string): Promise<EmailCode | string> {
    const answer = await requestEmailCode(email);
    if (!answer.ok) return answer.network ? r.email.sendFailed : answer.body.message;
    keepSentCode(email, answer.body.data);
    return answer.body.data;
  }

  async function submitEmail(email: string): Promise<string | null> {
    let signedIn = await session.current;
    if (!signedIn || !sameEmail(signedIn.email, email)) {
      // Signed in meanwhile (in another tab, on My registrations)? Then no code is needed.
      forgetCreatorSessionCheck();
      session.current = readCreatorSession().catch(() => null);
      signedIn = await session.current;
    }
    if (signedIn && sameEmail(signedIn.email, email)) return lookUp(email);
    const sent = sentCodeFor(email)?.sent ?? (await sendCode(email));
    if (typeof sent === "string") return sent;
    flow.moveTo({ name: "code", email, sent });
    return null;
  }

  async function verifyCode(email: string, code: string): Promise<string | null> {
    const answer = await signInWithCode(email, code);
    if (!answer.ok) {
      if (answer.network) return r.code.checkFailed;
      const triesLeft = (answer.body as { triesLeft?: unknown }).triesLeft;
      const left = typeof triesLeft === "number" && triesLeft > 0 && t.is(answer.body.message, c.codeWrong);
      return left ? f.plural(r.code.triesLeft, triesLeft, { message: t(answer.body.message) }) : answer.body.message;
    }
    forgetSentCode();
    forgetCreatorSessionCheck();
    session.current = Promise.resolve(answer.body.data);
    await lookUp(email);
    return null;
  }

  return { sessionKnown, sendCode, submitEmail, verifyCode };
}

export type SignInSteps = ReturnType<typeof useSignInSteps>;
