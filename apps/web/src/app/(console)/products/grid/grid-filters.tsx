'use client';

import {
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { FilterSelect } from '@/components/list/list-filters';
import type { ListParams } from '@/components/list/use-list-params';
import type { Option } from '@/components/form/fields';
import { CategoryChecklist } from '../categories/category-checklist';
import type { CategoryForest } from '../categories/forest';
import { PAGE_SIZES } from '../list-input';

/** The completeness filter's choices, in the grid's scope ("Complete in E-commerce · de_DE"). */
const completenessOptions = (where: string) => [
  { value: 'complete', label: `Complete in ${where}` },
  { value: 'incomplete', label: `Incomplete in ${where}` },
];

const MODIFIED_BY_OPTIONS = [{ value: 'me', label: 'Me' }];

/** The category filter: a button showing the chosen category, opening the trees to pick one. */
function CategoryFilter<S extends string>({
  list,
  forest,
}: {
  list: ListParams<S>;
  forest: CategoryForest;
}) {
  const id = list.filters.category_id;
  const chosen = id ? forest.byId.get(id) : undefined;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} aria-hidden>
        Category
      </Text>
      <Group gap={4} wrap="nowrap">
        <Popover position="bottom-start" shadow="md" trapFocus width={320}>
          <Popover.Target>
            <Button
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={`Category: ${chosen ? chosen.name : 'Any category'}`}
              data-testid="products-filter-category"
              maw={220}
              fw={400}
            >
              <bdi style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {chosen ? chosen.name : 'Any category'}
              </bdi>
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <ScrollArea.Autosize mah={360}>
              <CategoryChecklist
                forest={forest}
                mode="single"
                value={id ? [id] : []}
                onChange={(ids) => list.setFilter('category_id', ids[0])}
                testId="products-filter-category-option"
              />
            </ScrollArea.Autosize>
          </Popover.Dropdown>
        </Popover>
        {chosen ? (
          <CloseButton
            aria-label="Any category"
            onClick={() => list.setFilter('category_id', undefined)}
            data-testid="products-filter-category-clear"
          />
        ) : null}
      </Group>
    </Stack>
  );
}

/**
 * The grid's filters after search and status: family, category, completeness in the grid's
 * scope (its label says which), last changed by, page size.
 */
export function GridFilters<S extends string>({
  list,
  families,
  forest,
  where,
}: {
  list: ListParams<S>;
  families: readonly Option[];
  forest: CategoryForest;
  /** The grid's scope in words: "E-commerce · de_DE". */
  where: string;
}) {
  return (
    <>
      <FilterSelect
        list={list}
        name="product_family_id"
        label="Family"
        options={families}
        testId="products-filter-family"
      />
      <CategoryFilter list={list} forest={forest} />
      <FilterSelect
        list={list}
        name="completeness"
        label="Completeness"
        options={completenessOptions(where)}
        testId="products-filter-completeness"
      />
      <FilterSelect
        list={list}
        name="modified_by"
        label="Last changed by"
        options={MODIFIED_BY_OPTIONS}
        testId="products-filter-modified-by"
      />
      <NativeSelect
        label="Per page"
        value={list.filters.page_size ?? '20'}
        onChange={(event) =>
          list.setFilter(
            'page_size',
            event.currentTarget.value === '20' ? undefined : event.currentTarget.value,
          )
        }
        data={PAGE_SIZES.map((size) => String(size))}
        flex="0 0 6rem"
        data-testid="products-page-size"
      />
    </>
  );
}
