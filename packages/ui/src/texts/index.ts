export { bundledFeatureTexts } from './featureTexts';
