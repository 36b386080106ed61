import * as css from './ContentArticle.css';

export interface ContentArticleProps {
  /**
   * The body of a CMS page, already sanitised by the host (the site does it on the server with
   * DOMPurify). Never pass HTML straight from a response.
   */
  sanitizedHtml: string;
}

/** The body of a content page (About Us, rules, help), in the theme's reading typography. */
export function ContentArticle({ sanitizedHtml }: ContentArticleProps) {
  return <article className={css.article} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
