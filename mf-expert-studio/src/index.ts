// The harness page: an async boundary, so shared modules negotiate before anything renders.
import('./harness/bootstrap.tsx');
