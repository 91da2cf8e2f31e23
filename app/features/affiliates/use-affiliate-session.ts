import { useEffect, useRef, useState } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { notifyError, notifySuccess } from "../../components/notify";
import { fetchReferredUsers, logout, type ReferredUser, type SignedInAffiliate, storeUserId } from "./affiliate-api";

/** Where focus goes after the view switches, since the control that had it is gone. */
export function useViewSwitchFocus() {
  const signInButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<"list" | "sign-in" | null>(null);

  useEffect(() => {
    if (focusNext.current === "list") listHeading.current?.focus();
    if (focusNext.current === "sign-in") signInButton.current?.focus();
    focusNext.current = null;
  });

  return { signInButton, listHeading, focusNext };
}

/** The signed-in affiliate and their referred users, as the page holds them between loader answers. */
export function useAffiliateSession(serverUser: SignedInAffiliate | null, serverList: ReferredUser[]) {
  const m = useMessages("contest").affiliates;
  const f = useFormat();
  const [user, setUser] = useState(serverUser);
  const [referred, setReferred] = useState(serverList);
  const [loadingList, setLoadingList] = useState(false);

  // A new answer from the loader (navigation, revalidation) replaces what the page holds.
  useEffect(() => {
    setUser(serverUser);
    setReferred(serverList);
  }, [serverUser, serverList]);

  // Restored on load from the server's answer: kept when signed in, removed when not.
  useEffect(() => {
    storeUserId(user?.id ?? null);
  }, [user]);

  const signedOut = () => {
    setUser(null);
    setReferred([]);
  };

  const loadReferredUsers = async (userId: string) => {
    setLoadingList(true);
    try {
      const answer = await fetchReferredUsers(userId);
      if (answer.ok && answer.data) {
        setReferred(answer.data);
      } else {
        notifyError(f.fill(m.fetchFailed, { message: answer.message ?? m.unknownError }));
        if (answer.status === 401 || answer.status === 403) signedOut();
      }
    } catch (error) {
      notifyError(f.fill(m.fetchError, { message: (error as Error).message }));
    } finally {
      setLoadingList(false);
    }
  };

  const signedIn = (affiliate: SignedInAffiliate) => {
    setUser(affiliate);
    setReferred([]);
    void loadReferredUsers(affiliate.id);
  };

  return { user, referred, loadingList, signedIn, signedOut };
}

/** Logging out on the server; `onLoggedOut` runs only once the server has ended the session. */
export function useLogout(onLoggedOut: () => void) {
  const m = useMessages("contest").affiliates;
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = async () => {
    setLoggingOut(true);
    try {
      const answer = await logout();
      if (!answer.ok) throw new Error(answer.message ?? `status ${answer.status}`);
      onLoggedOut();
      notifySuccess(m.loggedOut);
    } catch {
      notifyError(m.logoutFailed);
    } finally {
      setLoggingOut(false);
    }
  };

  return { loggingOut, logOut };
}
