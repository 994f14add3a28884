// Analytics list of spec 000 §2.1: each navigation pushes a page view.
type DataLayerEvent = { event: string; [key: string]: unknown };

interface Window {
  dataLayer?: DataLayerEvent[];
}
