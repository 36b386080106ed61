import { globalStyle, style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const article = style({
  maxWidth: '72ch',
  color: vars.color.text,
  lineHeight: 1.65,
  fontSize: vars.font.size.md,
});

globalStyle(`${article} :where(h2)`, { fontSize: vars.font.size.xl, marginBlock: `0 ${vars.space.md}` });
globalStyle(`${article} :where(h3)`, { fontSize: vars.font.size.lg, marginBlock: `${vars.space.lg} ${vars.space.sm}` });
globalStyle(`${article} :where(p, ul, ol)`, { marginBlock: `0 ${vars.space.md}` });
globalStyle(`${article} :where(ul, ol)`, { paddingInlineStart: vars.space.xl, listStyle: 'disc' });
globalStyle(`${article} :where(li)`, { marginBlockEnd: vars.space.xs });
globalStyle(`${article} :where(strong)`, { color: vars.color.text, fontWeight: vars.font.weight.bold });
globalStyle(`${article} :where(a)`, { color: vars.color.accent, textDecoration: 'underline', textUnderlineOffset: '2px' });
