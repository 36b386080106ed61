// The widgets' one stylesheet, as text: a chunk of its own, fetched beside the elements' code.
export { default } from '@oyna/ui/styles.css';
