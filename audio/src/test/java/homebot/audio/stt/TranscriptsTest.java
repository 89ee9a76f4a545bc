package homebot.audio.stt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TranscriptsTest {
    @Test
    void spacesBetweenChineseWordsGoAndLatinSpacingStays() {
        assertEquals("打开做饭模式", Transcripts.compact("打开 做饭 模式"));
        assertEquals("set a timer", Transcripts.compact(" set  a timer "));
        assertEquals("播放 jazz 音乐", Transcripts.compact("播放 jazz 音乐"));
    }
}
