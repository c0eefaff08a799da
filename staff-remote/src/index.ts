// Standalone development entry; the async boundary lets shared singletons resolve first.
import('./standalone/bootstrap');
