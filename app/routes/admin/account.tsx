import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { roleLabels } from "../../features/console/shell/console-navigation";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import { PasswordChangeForm } from "../../features/console/staff/password-change-form";
import { TwoFactorPanel } from "../../features/console/staff/two-factor-panel";
import type { Route } from "./+types/account";
import { loadAccount } from "./account.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccount(context, request);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { staff, twoFactor } = loaderData;
  const revalidator = useRevalidator();
  return (
    <>
      <title>Your account · Console</title>
      <ConsolePageHeader title="Your account" />
      <div className="grid max-w-3xl gap-6">
        <Section title="Profile">
          <dl className="grid gap-3 sm:grid-cols-[8rem_1fr]">
            <dt className="text-sm font-semibold text-gray-700">Name</dt>
            <dd>{staff.name}</dd>
            <dt className="text-sm font-semibold text-gray-700">Email</dt>
            <dd className="break-all">{staff.email}</dd>
            <dt className="text-sm font-semibold text-gray-700">Role</dt>
            <dd>{roleLabels[staff.role]}</dd>
          </dl>
        </Section>
        <Section title="Two-factor sign-in">
          <TwoFactorPanel state={twoFactor} onChanged={() => void revalidator.revalidate()} />
        </Section>
        <Section title="Password">
          <PasswordChangeForm />
        </Section>
      </div>
    </>
  );
}
