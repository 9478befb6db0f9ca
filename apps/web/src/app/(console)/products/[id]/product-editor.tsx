'use client';

import { Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Section } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';
import type { CategoryData } from '../categories/forest';
import { CategoriesTab } from './categories/categories-tab';
import { CommentsTab } from './comments/comments-tab';
import { CompletenessCard } from './completeness-card';
import { HistoryTab } from './history/history-tab';
import { ScopeBar } from './scope-bar';
import type { ValueRow } from './values/editor-state';
import { ValuesEditor } from './values/values-editor';
import type { VariantSetup } from './variants/types';
import { VariantsTab } from './variants/variants-tab';
import { EDITOR_TABS, type ChannelScope, type EditorTab } from './scope';
import { ProductWorkspace, useWorkspace } from './workspace';
import type { EditorScope } from './values/editor-state';

type Product = RouterOutputs['products']['get'];
type Completeness = RouterOutputs['productCompleteness']['get'];
type Revisions = RouterOutputs['productRevisions']['list'];

interface ProductEditorProps {
  product: Product;
  rows: ValueRow[];
  completeness: Completeness;
  channels: ChannelScope[];
  revisions: Revisions;
  variants: VariantSetup | null;
  categories: CategoryData;
  initial: { scope: EditorScope; tab: EditorTab };
  canWrite: boolean;
}

const TAB_LABELS: Record<EditorTab, string> = {
  attributes: 'Attributes',
  variants: 'Variants',
  categories: 'Categories',
  history: 'History',
  comments: 'Comments',
};

function EditorTabs({
  product,
  rows,
  completeness,
  revisions,
  variants,
  categories,
  canWrite,
}: ProductEditorProps) {
  const { tab, setTab } = useWorkspace();
  // The completeness a save answered, until the page's own data is newer.
  const [saved, setSaved] = useState<{ from: Completeness; value: Completeness } | null>(null);
  const shown = saved && saved.from === completeness ? saved.value : completeness;
  const names = useMemo(
    () => new Map(rows.map((r) => [r.attribute_code, r.attribute_name])),
    [rows],
  );
  const codes = useMemo(() => new Map(rows.map((r) => [r.attribute_id, r.attribute_code])), [rows]);
  return (
    <>
      <Section title="Completeness" testId="completeness">
        <CompletenessCard completeness={shown} names={names} />
      </Section>
      <Tabs
        value={tab}
        onChange={(value) => setTab(EDITOR_TABS.find((t) => t === value) ?? 'attributes')}
        keepMounted
      >
        <Tabs.List>
          {EDITOR_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`product-tab-${t}`}>
              {TAB_LABELS[t]}
              {t === 'variants' && variants ? ` (${variants.total})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="attributes" pt="md">
          <ValuesEditor
            target={{ productId: product.id }}
            initialRows={rows}
            canWrite={canWrite}
            onSaved={(result) => {
              if (result.completeness) setSaved({ from: completeness, value: result.completeness });
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="variants" pt="md">
          <VariantsTab productId={product.id} setup={variants} canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesTab
            productId={product.id}
            assigned={product.categories.map((c) => c.id)}
            categories={categories}
            canWrite={canWrite}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryTab
            productId={product.id}
            firstPage={revisions}
            canWrite={canWrite}
            codeOf={(id) => codes.get(id) ?? id}
            categories={categories}
          />
        </Tabs.Panel>
        <Tabs.Panel value="comments" pt="md">
          <CommentsTab
            productId={product.id}
            canWrite={canWrite}
            attributes={rows.map((r) => ({
              id: r.attribute_id,
              code: r.attribute_code,
              name: r.attribute_name,
            }))}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The product's editor below its header: completeness, then the four tabs. */
export function ProductEditor(props: ProductEditorProps) {
  return (
    <ProductWorkspace channels={props.channels} initial={props.initial}>
      <ScopeBar />
      <EditorTabs {...props} />
    </ProductWorkspace>
  );
}
