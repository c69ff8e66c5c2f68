package dev.brisk.pack.internal;

/**
 * Sorts the member positions of an object by the unsigned bytes of their (string) keys, the
 * order VelocyPack index tables use. Stable, so that among equal names the first written comes
 * first. Insertion sort for small objects, merge sort (with a reused buffer) above that; a
 * presorted run is detected in one pass.
 */
public final class KeySort {
    private int[] tmp = new int[64];

    public void sort(byte[] buf, int[] a, int from, int n) {
        if (sorted(buf, a, from, n)) return;
        if (n <= 16) {
            insertion(buf, a, from, from + n);
            return;
        }
        if (tmp.length < n) tmp = new int[Math.max(n, tmp.length * 2)];
        // bottom-up merge sort over runs of 16 sorted by insertion
        for (int lo = from; lo < from + n; lo += 16) insertion(buf, a, lo, Math.min(lo + 16, from + n));
        int[] src = a;
        int srcOff = from;
        int[] dst = tmp;
        int dstOff = 0;
        for (int width = 16; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n);
                int hi = Math.min(lo + 2 * width, n);
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    if (compare(buf, src[srcOff + j], src[srcOff + i]) < 0) dst[dstOff + k++] = src[srcOff + j++];
                    else dst[dstOff + k++] = src[srcOff + i++];
                }
                while (i < mid) dst[dstOff + k++] = src[srcOff + i++];
                while (j < hi) dst[dstOff + k++] = src[srcOff + j++];
            }
            int[] s = src; int so = srcOff;
            src = dst; srcOff = dstOff;
            dst = s; dstOff = so;
        }
        if (src != a) System.arraycopy(src, srcOff, a, from, n);
    }

    private static boolean sorted(byte[] buf, int[] a, int from, int n) {
        for (int i = from + 1; i < from + n; i++) {
            if (compare(buf, a[i - 1], a[i]) > 0) return false;
        }
        return true;
    }

    private static void insertion(byte[] buf, int[] a, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= from && compare(buf, a[j], x) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    /** Compares the string keys at positions p and q. */
    static int compare(byte[] buf, int p, int q) {
        return Utf8.compareBytes(buf, VPack.stringStart(buf, p), VPack.stringLength(buf, p),
                buf, VPack.stringStart(buf, q), VPack.stringLength(buf, q));
    }
}
