'use client';

import '@mantine/tiptap/styles.css';

import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { wrapperProps, type ValueInputProps } from './types';

/** Tiptap's "empty" document: no value. */
const EMPTY_HTML = '<p></p>';

/**
 * A textarea value as rich text: paragraphs, bold, italic, underline, strike, lists, h2-h4,
 * quotes, links; the HTML the API keeps (it sanitizes to the same tags on write).
 */
export function RichTextInput(props: ValueInputProps) {
  const { value, onChange, id, label, error, disabled, testId } = props;
  const html = typeof value === 'string' ? value : '';
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3, 4] },
      }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
    ],
    content: html,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true' } : {}),
        'data-testid': testId,
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = current.getHTML();
      onChange(next === EMPTY_HTML ? '' : next);
    },
  });
  // Another channel or locale (or a reload after saving) shows another value.
  useEffect(() => {
    if (editor && editor.getHTML() !== (html || EMPTY_HTML)) {
      editor.commands.setContent(html, { emitUpdate: false });
    }
  }, [editor, html]);

  return (
    <Input.Wrapper {...wrapperProps(props)} label={<span id={`${id}-label`}>{label}</span>}>
      <RichTextEditor editor={editor} variant="subtle" mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
