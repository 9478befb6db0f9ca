'use client';

import { Tabs, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import {
  createContext,
  startTransition,
  useActionState,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useUnsavedGuard } from './use-unsaved-guard';
import { IDLE_FORM_STATE, type FormState } from '@/lib/forms/form-state';
import { useHydrated } from '@/lib/use-hydrated';
import { showToast } from '../toast';
import {
  useFormFields,
  FormFieldsProvider,
  type ConfirmSpec,
  type FormAction,
} from './action-form';
import { DetailSaveBar } from './detail-save-bar';
import { changedFields, snapshotOf, type Snapshot } from './detail-state';
import { Hidden } from './fields';

export interface DetailTab {
  value: string;
  label: string;
  /**
   * `fields` (the default): fields of the page's one form, saved by its Save. `content`:
   * what brings its own controls (a list with its create dialog, the requirement matrix).
   */
  kind?: 'fields' | 'content';
  children: ReactNode;
  /**
   * Below a `fields` tab's fields, outside the page's form: what posts on its own beside
   * them (the form adding attributes under the requirement matrix).
   */
  after?: ReactNode;
}

/**
 * How many fields of the page's form hold unsaved changes, for what acts on its own beside
 * them: an action that reloads the fields (adding an attribute reloads the matrix) waits
 * until they are saved or discarded.
 */
const UnsavedContext = createContext(0);

export function useUnsavedChanges(): number {
  return useContext(UnsavedContext);
}

interface DetailFormProps {
  /** Gets every field, the hidden ones, and `changed` once per changed field's name. */
  action: FormAction;
  /** `<testId>-form`, `<testId>-tab-<value>`, `<testId>-save…` (see DetailSaveBar). */
  testId: string;
  tabs: readonly DetailTab[];
  hidden?: Record<string, string>;
  canWrite: boolean;
  /**
   * Changes with a cost (a status that cuts integrations off, another category tree): asked
   * before saving when the field changed to one of the values.
   */
  confirms?: readonly (ConfirmSpec & { when: NonNullable<ConfirmSpec['when']> })[];
  /**
   * The saved record as the server last loaded it (e.g. its modified_at): when it changes the
   * fields start again from it, and that is what "unsaved" compares with.
   */
  version: string;
  /** The Save button's label, e.g. "Save category" where the page saves more than one thing. */
  saveLabel?: string;
  /** False for a form inside a panel of the page: its bar stays below its tabs. */
  sticky?: boolean;
  /** The URL parameter holding the open tab: another one for a second form on the page. */
  tabParam?: string;
}

type Answer = FormState & { successes: number };
const NO_ANSWER: Answer = { ...IDLE_FORM_STATE, successes: 0 };

/** Labels of required fields left empty and of fields the browser finds invalid. */
function missingOf(form: HTMLFormElement): string[] {
  const controls = form.querySelectorAll<HTMLInputElement>(
    '[aria-required="true"], input:invalid, textarea:invalid',
  );
  const labels = [...controls]
    .filter((control) => !control.validity.valid || control.value.trim() === '')
    .map((control) => (control.labels?.[0]?.textContent ?? control.name).replace(/\*$/, '').trim());
  return [...new Set(labels)];
}

/** The tab holding a field, as marked on its panel's content. */
function tabOf(element: Element | null): string | undefined {
  return element?.closest<HTMLElement>('[data-detail-tab]')?.dataset.detailTab;
}

/**
 * A detail page's tabs with one Save for all of them, the way the product editor works:
 * the fields of every `fields` tab belong to one form (kept mounted while another tab shows),
 * Save sends what changed, leaving with unsaved changes asks first, and Save is off, with
 * the reason beside it, while nothing changed or a required field is empty. The tab is in the
 * URL (`?tab=`) so a reload or a link keeps it.
 */
export function DetailForm({
  action,
  testId,
  tabs,
  hidden = {},
  canWrite,
  confirms = [],
  version,
  saveLabel = 'Save',
  sticky = true,
  tabParam = 'tab',
}: DetailFormProps) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const search = useSearchParams();
  const [tab, setTab] = useState(
    () => tabs.find((t) => t.value === search.get(tabParam))?.value ?? tabs[0]?.value ?? '',
  );
  const [state, dispatch, pending] = useActionState<Answer, FormData>(async (previous, data) => {
    const next = await action(previous, data);
    return { ...next, successes: previous.successes + (next.status === 'success' ? 1 : 0) };
  }, NO_ANSWER);
  const { fields, context } = useFormFields(state);
  const formRef = useRef<HTMLFormElement>(null);
  const baseline = useRef<Snapshot>(new Map());
  const [changed, setChanged] = useState<string[]>([]);
  const [missing, setMissing] = useState<string[]>([]);
  const [changedTabs, setChangedTabs] = useState<ReadonlySet<string>>(new Set());
  const [errorTabs, setErrorTabs] = useState<ReadonlySet<string>>(new Set());
  // Discard starts the fields again from the saved record, as a new version does.
  const [discards, setDiscards] = useState(0);

  const measure = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const names = changedFields(baseline.current, snapshotOf(new FormData(form)));
    setChanged(names);
    setMissing(missingOf(form));
    setChangedTabs(
      new Set(
        names.flatMap((name) => {
          const tabName = tabOf(form.querySelector(`[name="${CSS.escape(name)}"]`));
          return tabName ? [tabName] : [];
        }),
      ),
    );
  }, []);
  const rebase = useCallback(() => {
    if (formRef.current) baseline.current = snapshotOf(new FormData(formRef.current));
    measure();
  }, [measure]);
  // Fields (re)mounted from the saved record: that is what the page compares with.
  useEffect(() => rebase(), [rebase, version, discards]);

  const frame = useRef(0);
  const remeasure = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(measure);
  };

  useUnsavedGuard(
    changed.length > 0,
    `${changed.length} unsaved ${changed.length === 1 ? 'change is' : 'changes are'} not saved yet.`,
  );

  useEffect(() => {
    const url = new URL(window.location.href);
    if (tab === tabs[0]?.value) url.searchParams.delete(tabParam);
    else url.searchParams.set(tabParam, tab);
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  }, [tab, tabs, tabParam]);

  const onAnswer = useEffectEvent((answer: Answer) => {
    const form = formRef.current;
    setErrorTabs(
      new Set(
        Object.keys(answer.fieldErrors).flatMap((name) => {
          const at = tabOf(form?.querySelector(`[name="${CSS.escape(name)}"]`) ?? null);
          return at ? [at] : [];
        }),
      ),
    );
    if (answer.status === 'success') {
      if (answer.message) showToast(`${testId}-save-success`, answer.message);
      void queryClient.invalidateQueries();
      // What was sent is saved, whether or not the record's version moved.
      rebase();
      return;
    }
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!form || !invalid) return;
    const at = tabOf(invalid);
    if (at) setTab(at);
    requestAnimationFrame(() => invalid.focus());
  });
  useEffect(() => {
    if (state !== NO_ANSWER) onAnswer(state);
  }, [state]);

  const submit = () => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    for (const name of changed) data.append('changed', name);
    startTransition(() => dispatch(data));
  };
  const save = () => {
    const form = formRef.current;
    if (!form) return;
    const now = new FormData(form);
    const asks = confirms.filter(
      (c) =>
        changed.includes(c.when.field) && c.when.values.includes(String(now.get(c.when.field))),
    );
    if (asks.length === 0) {
      submit();
      return;
    }
    modals.openConfirmModal({
      title: asks.length === 1 ? asks[0]!.title : 'Save these changes?',
      children: asks.map((c) => c.body).join(' '),
      labels: { confirm: asks.length === 1 ? asks[0]!.confirmLabel : 'Save', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': `${testId}-save-confirm` },
      cancelProps: { 'data-testid': `${testId}-save-cancel` },
      onConfirm: submit,
    });
  };

  const fieldShowsError = Object.keys(state.fieldErrors).some((field) => fields.has(field));
  const error =
    state.status === 'error' && state.message && !fieldShowsError ? state.message : undefined;
  // The panels are ours, not Tabs.Panel: every tab's fields are in the page's HTML from the
  // first render, so what "unsaved" compares with is taken with all of them.
  const panel = (t: DetailTab) => (
    <div
      key={t.value}
      role="tabpanel"
      id={`${testId}-tabs-panel-${t.value}`}
      aria-labelledby={`${testId}-tabs-tab-${t.value}`}
      hidden={t.value !== tab}
      data-detail-tab={t.value}
      style={{ paddingTop: 'var(--mantine-spacing-md)' }}
    >
      {t.children}
    </div>
  );

  return (
    <FormFieldsProvider value={context}>
      <Tabs id={`${testId}-tabs`} value={tab} onChange={(value) => value && setTab(value)}>
        <Tabs.List
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
          data-testid={`${testId}-tabs`}
        >
          {tabs.map((t) => (
            <Tabs.Tab
              key={t.value}
              value={t.value}
              style={{ flexShrink: 0 }}
              color={errorTabs.has(t.value) ? 'red' : undefined}
              data-testid={`${testId}-tab-${t.value}`}
            >
              {t.label}
              {changedTabs.has(t.value) ? (
                <>
                  <span aria-hidden> •</span>
                  <VisuallyHidden> (unsaved changes)</VisuallyHidden>
                </>
              ) : null}
              {errorTabs.has(t.value) ? <VisuallyHidden> (has errors)</VisuallyHidden> : null}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            if (canWrite && changed.length && !missing.length) save();
          }}
          onInput={remeasure}
          onChange={remeasure}
          onClick={remeasure}
          onKeyUp={remeasure}
          aria-busy={pending || undefined}
          data-testid={`${testId}-form`}
          noValidate
        >
          {Object.entries(hidden).map(([name, value]) => (
            <Hidden key={name} name={name} value={value} />
          ))}
          <UnsavedContext.Provider key={`${version}:${discards}`} value={changed.length}>
            {tabs.filter((t) => t.kind !== 'content').map(panel)}
          </UnsavedContext.Provider>
        </form>
        <UnsavedContext.Provider value={changed.length}>
          {tabs
            .filter((t) => t.kind !== 'content' && t.after)
            .map((t) => (
              <div
                key={t.value}
                hidden={t.value !== tab}
                style={{ paddingTop: 'var(--mantine-spacing-md)' }}
              >
                {t.after}
              </div>
            ))}
        </UnsavedContext.Provider>
        {tabs.filter((t) => t.kind === 'content').map(panel)}
      </Tabs>
      {/* On a tab with its own controls the bar shows only while other tabs hold changes. */}
      {canWrite && (changed.length > 0 || tabs.find((t) => t.value === tab)?.kind !== 'content') ? (
        <DetailSaveBar
          testId={testId}
          changed={changed.length}
          missing={missing}
          error={error}
          pending={pending}
          ready={hydrated}
          onSave={save}
          onDiscard={() => setDiscards((n) => n + 1)}
          saveLabel={saveLabel}
          sticky={sticky}
        />
      ) : null}
    </FormFieldsProvider>
  );
}
