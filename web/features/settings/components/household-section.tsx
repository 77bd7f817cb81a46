import { Crown, LogOut, Sparkles, UserMinus } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlanType, isPro } from '#core/kernel/plans';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useHousehold, useLeaveHousehold, useRemoveMember, type HouseholdMemberView, type HouseholdView } from '../api/household';
import { ConfirmAction } from './household-confirm';
import { InviteLink } from './household-invite-link';

/**
 * Settings `#household`: share one shopping list, pantry and meal plan. A Pro user invites by a
 * single-use link; the owner removes members, a member leaves. A free user sees what Pro gives and
 * the way to it (no dead button).
 */
export function HouseholdSection() {
  const { t } = useTranslation('household');
  const { user } = useSession();
  const query = useHousehold();
  const plan = user?.subscription.plan_type;
  const pro = isPlanType(plan) && isPro(plan);
  const sectionRef = useRef<HTMLElement>(null);
  return (
    <section
      ref={sectionRef}
      id="household"
      tabIndex={-1}
      aria-labelledby="household-title"
      className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary sm:p-6"
    >
      <h2 id="household-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
      <div className="mt-4">
        {query.isPending ? <Spinner className="text-primary" /> : null}
        {query.isError ? (
          <div role="alert" className="text-sm text-danger">
            <p>{t('loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {query.isSuccess ? <Body household={query.data} pro={pro} sectionRef={sectionRef} /> : null}
      </div>
    </section>
  );
}

/**
 * The invite link keeps one place in the tree, so the link just made stays on screen when the
 * first invite turns "no household" into "your household".
 */
function Body({ household, pro, sectionRef }: { household: HouseholdView | null; pro: boolean; sectionRef: RefObject<HTMLElement | null> }) {
  const owner = household?.role === 'owner';
  const full = household ? household.members.length >= household.max_members : false;
  return (
    <div className="space-y-4">
      {household ? <Members household={household} pro={pro} sectionRef={sectionRef} /> : pro ? null : <ProPitch />}
      {pro && (!household || (owner && !full)) ? <InviteLink /> : null}
      {household ? <LeaveButton owner={owner} sectionRef={sectionRef} /> : null}
    </div>
  );
}

function ProPitch() {
  const { t } = useTranslation('household');
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-muted p-4 text-sm">
      <p className="flex items-start gap-2">
        <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        {t('proOnly')}
      </p>
      <Link to="/pricing" className={buttonClass('primary', 'md')}>
        {t('seePlans')}
      </Link>
    </div>
  );
}

function Members({ household, pro, sectionRef }: { household: HouseholdView; pro: boolean; sectionRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('household');
  const owner = household.role === 'owner';
  const ownerName = household.members.find((m) => m.role === 'owner')?.name ?? '';
  const full = household.members.length >= household.max_members;
  return (
    <>
      <p className="text-sm">{owner ? t('youOwn', { count: household.members.length }) : t('youShare', { name: ownerName })}</p>
      {!household.kitchen_pro ? (
        <p role="status" className="rounded-xl bg-muted p-3 text-sm">
          {owner ? t('closedOwner') : t('closedMember')}
        </p>
      ) : null}
      <MemberList household={household} sectionRef={sectionRef} />
      {owner && full ? <p className="text-sm text-muted-foreground">{t('full', { count: household.max_members })}</p> : null}
      {owner && !pro ? (
        <Link to="/pricing" className={buttonClass('outline', 'md')}>
          {t('seePlans')}
        </Link>
      ) : null}
    </>
  );
}

function MemberList({ household, sectionRef }: { household: HouseholdView; sectionRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('household');
  const remove = useRemoveMember();
  const [target, setTarget] = useState<HouseholdMemberView | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast('success', t('removed', { name: target.name }));
        setTarget(null);
      },
      onError: (err) => toast('error', errorMessage(err, t, t('removeFailed'))),
    });
  };
  return (
    <>
      <ul className="divide-y divide-border rounded-xl border border-border" aria-label={t('membersLabel')}>
        {household.members.map((member) => (
          <li key={member.id} className="flex min-w-0 items-center gap-3 p-3" data-testid="household-member">
            <Avatar name={member.name} picture={member.picture} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">
                {member.name}
                {member.is_me ? <span className="text-muted-foreground"> ({t('you')})</span> : null}
              </p>
              <p className="flex items-center gap-1 text-xs text-muted-foreground">
                {member.role === 'owner' ? <Crown aria-hidden className="size-3" /> : null}
                {t(member.role === 'owner' ? 'roleOwner' : 'roleMember')}
              </p>
            </div>
            {household.role === 'owner' && member.role !== 'owner' ? (
              <Button variant="ghost" className="h-11 shrink-0" onClick={() => setTarget(member)} aria-label={t('removeLabel', { name: member.name })}>
                <UserMinus aria-hidden className="size-4" />
                <span className="hidden sm:inline">{t('remove')}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmAction
        open={target !== null}
        title={t('removeTitle', { name: target?.name ?? '' })}
        text={t('removeText')}
        confirmLabel={t('remove')}
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
        fallbackFocus={sectionRef}
      />
    </>
  );
}

function LeaveButton({ owner, sectionRef }: { owner: boolean; sectionRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('household');
  const leave = useLeaveHousehold();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        toast('success', t(owner ? 'dissolved' : 'left'));
        setOpen(false);
      },
      onError: (err) => toast('error', errorMessage(err, t, t('leaveFailed'))),
    });
  return (
    <>
      <Button variant="outline" className="h-11" onClick={() => setOpen(true)} data-testid="household-leave">
        <LogOut aria-hidden className="size-4" />
        {t(owner ? 'dissolve' : 'leave')}
      </Button>
      <ConfirmAction
        open={open}
        title={t(owner ? 'dissolveTitle' : 'leaveTitle')}
        text={t(owner ? 'dissolveText' : 'leaveText')}
        confirmLabel={t(owner ? 'dissolve' : 'leave')}
        pending={leave.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        fallbackFocus={sectionRef}
      />
    </>
  );
}
