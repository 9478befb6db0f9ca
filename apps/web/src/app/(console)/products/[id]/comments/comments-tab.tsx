'use client';

import { Badge, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { PRODUCT_COMMENT_MAX } from '@pim/core/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden, SelectField, TextAreaField } from '@/components/form/fields';
import { LocalDate } from '@/components/local-date';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import type { RouterOutputs } from '@/lib/api/router';
import { useTRPC } from '@/lib/trpc/query-provider';
import { addComment, deleteComment } from './actions';

type Comment = RouterOutputs['productComments']['list']['items'][number];

/** Comments a page holds: a discussion longer than this pages, its newest page shown first. */
const PAGE_SIZE = 50;

function CommentCard({
  comment,
  mine,
  productId,
  index,
}: {
  comment: Comment;
  mine: boolean;
  productId: string;
  index: number;
}) {
  return (
    <Paper withBorder p="sm" component="article" data-testid={`comment-${index}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm" data-testid={`comment-${index}-author`}>
              <bdi>{comment.created_by?.name ?? 'Someone'}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              <LocalDate value={comment.created_at} />
            </Text>
            {comment.attribute ? (
              <Badge
                variant="light"
                color="blue.9"
                size="sm"
                data-testid={`comment-${index}-attribute`}
              >
                {comment.attribute.name}
              </Badge>
            ) : null}
          </Group>
          {mine ? (
            <ActionForm
              action={deleteComment}
              testId={`comment-${index}-delete`}
              submitLabel="Delete"
              submitColor="red"
              submitVariant="light"
              compact
              confirm={{
                title: 'Delete your comment?',
                body: 'It leaves the discussion for everyone.',
                confirmLabel: 'Delete comment',
              }}
            >
              <Hidden name="productId" value={productId} />
              <Hidden name="id" value={comment.id} />
            </ActionForm>
          ) : null}
        </Group>
        {/* Plain text as written: React escapes it, line breaks are kept. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <bdi data-testid={`comment-${index}-body`}>{comment.body}</bdi>
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The product's discussion, oldest first and newest last: who said what and when, about which
 * attribute; writers add comments, and each author may delete their own. Comments are not
 * product data: they make no revision.
 */
export function CommentsTab({
  productId,
  canWrite,
  attributes,
}: {
  productId: string;
  canWrite: boolean;
  attributes: readonly { id: string; code: string; name: string }[];
}) {
  const trpc = useTRPC();
  const [page, setPage] = useState<number | null>(null);
  const me = useQuery(trpc.auth.me.queryOptions());
  const first = useQuery(
    trpc.productComments.list.queryOptions(
      { productId, page: page ?? 1, page_size: PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );
  // A long discussion opens on its last page: the newest comments are what people come for.
  const pages = first.data?.pagination.total_pages ?? 1;
  const shownPage = page ?? pages;
  const last = useQuery(
    trpc.productComments.list.queryOptions(
      { productId, page: shownPage, page_size: PAGE_SIZE },
      { enabled: page === null && pages > 1, placeholderData: keepPreviousData },
    ),
  );
  const data = page === null && pages > 1 ? last.data : first.data;
  const error = first.error ?? last.error;
  const myId = me.data?.user.id;
  const names = attributes.map((a) => ({ value: a.id, label: `${a.name} (${a.code})` }));
  return (
    <Stack gap="md" data-testid="comments">
      {error ? <LoadError failure={toApiFailure(error)} /> : null}
      {!data ? (
        <Loader size="sm" aria-label="Loading the comments" />
      ) : data.items.length === 0 ? (
        <Text c="dimmed" data-testid="comments-empty">
          No comment yet.{canWrite ? ' Start the discussion below.' : ''}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="comments-count">
            {data.pagination.total_items} comment{data.pagination.total_items === 1 ? '' : 's'},
            newest last
          </Text>
          {data.items.map((comment, index) => (
            <CommentCard
              key={comment.id}
              comment={comment}
              index={(shownPage - 1) * PAGE_SIZE + index + 1}
              productId={productId}
              mine={comment.created_by?.type === 'user' && comment.created_by.id === myId}
            />
          ))}
          {pages > 1 ? (
            <Pagination total={pages} value={shownPage} onChange={setPage} size="sm" />
          ) : null}
        </Stack>
      )}
      {canWrite ? (
        <Paper withBorder p="sm">
          <ActionForm
            action={addComment}
            testId="comment-add"
            submitLabel="Add comment"
            resetOnSuccess
            onSuccess={() => setPage(null)}
          >
            <Hidden name="productId" value={productId} />
            <TextAreaField
              name="body"
              label="Your comment"
              testId="comment-body"
              hint="Plain text, shown as written."
              maxLength={PRODUCT_COMMENT_MAX}
              required
            />
            <SelectField
              name="attribute_id"
              label="About an attribute (optional)"
              testId="comment-attribute"
              options={[{ value: '', label: 'The whole product' }, ...names]}
              defaultValue=""
            />
          </ActionForm>
        </Paper>
      ) : null}
    </Stack>
  );
}
