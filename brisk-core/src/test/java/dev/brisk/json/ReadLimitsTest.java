package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ReadLimitsTest {

    @Test
    void defaultsAreTheDocumentedOnes() {
        ReadLimits d = ReadLimits.defaults();
        assertEquals(1000, d.maxDepth());
        assertEquals(1000, d.maxNumberLength());
        assertEquals(20_000_000, d.maxStringLength());
        assertEquals(50_000, d.maxNameLength());
        assertEquals(100_000, d.maxNumberExponent());
        assertEquals(Long.MAX_VALUE, d.maxDocumentSize());
        assertEquals(Long.MAX_VALUE, d.maxTokenCount());
    }

    @Test
    void withChangesOneLimitAndLeavesTheOriginalAlone() {
        ReadLimits d = ReadLimits.defaults();
        ReadLimits shallow = d.withMaxDepth(10);
        assertEquals(10, shallow.maxDepth());
        assertEquals(1000, d.maxDepth());
        assertEquals(d.maxStringLength(), shallow.maxStringLength());
    }

    @Test
    void rejectsNonPositiveBounds() {
        assertThrows(IllegalArgumentException.class, () -> ReadLimits.defaults().withMaxDepth(0));
        assertThrows(IllegalArgumentException.class, () -> ReadLimits.defaults().withMaxTokenCount(-1));
    }

    @Test
    void exceededMessageSaysHowToRaiseTheLimit() {
        assertEquals("Nesting depth exceeds the limit of 1000 (raise it with ReadLimits.withMaxDepth)",
                ReadLimits.exceeded("Nesting depth", 1000, "withMaxDepth"));
    }
}
