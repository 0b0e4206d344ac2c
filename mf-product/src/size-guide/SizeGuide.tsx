// The size guide link of the info panel and its modal. The guide loads when the modal opens; a
// failure (call error, no published page, no html) shows ui.modal.lp.error as a toast and in the
// modal (section 8).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLazyQuery, EVENTS, ShopModal, useIntlLanguage, useModal } from 'shared-contracts';
import { ProductSizeGuideDocument } from 'shared-contracts/graphql';
import { HtmlContent } from '../common/HtmlContent';
import { Loading } from '../sections/SectionStatus';
import { SIZE_GUIDE_SLUG, sizeGuideHtml } from './size-guide-content';
import styles from './SizeGuide.module.css';

const MODAL_ID = 'mf-product:size-guide';

export function SizeGuide() {
  const intl = useIntl();
  const language = useIntlLanguage();
  const dispatch = useDispatch();
  const modal = useModal(MODAL_ID);
  const [load, result] = useLazyQuery(ProductSizeGuideDocument);
  const html = result.dataState === 'complete' && result.data ? sizeGuideHtml(result.data.landingPage) : null;
  const failed = Boolean(result.error) || (result.dataState === 'complete' && html === null);

  useEffect(() => {
    if (!failed) return;
    if (result.error) console.error('[mf-product] size guide failed', result.error);
    dispatch(EVENTS.toastShown({ kind: 'error', message: 'ui.modal.lp.error' }));
  }, [failed, result.error, dispatch]);

  function open() {
    modal.open();
    if (!html) void load({ variables: { slug: SIZE_GUIDE_SLUG, language } }).catch(() => undefined);
  }

  const title = intl.formatMessage({ id: 'product.sizeGuide.title' });
  return (
    <>
      <button type="button" className={styles.link} onClick={open} aria-haspopup="dialog">
        {title}
      </button>
      <ShopModal id={MODAL_ID} title={title} size="wide" boundary="mf-product">
        {failed ? (
          <p role="alert">{intl.formatMessage({ id: 'ui.modal.lp.error' })}</p>
        ) : html ? (
          <HtmlContent html={html} className={styles.guide} />
        ) : (
          <Loading messageId="product.sizeGuide.loading" />
        )}
      </ShopModal>
    </>
  );
}
