package homebot.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.app.Assembly;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.Utterance;
import homebot.turn.TurnReply;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The corpus of issue 12: utterances written from a cook's point of view, in realistic sequences, each with its
 * expected intent and slots, run through the real pipeline (daemon + the bundled cooking skill, no LLM, offline).
 * A turn is <b>understood</b> when the intent that answered is the expected one and every slot check holds (a
 * guess homebot asks about counts when it names the right intent; the test then says "好" as the cook would).
 * A <b>wrong action</b> is worse than a miss: an acting intent (a timer, a mode switch, a step move, a recipe...)
 * that was not asked for, or asked for with the wrong slots. {@code corpus/tuned/*.txt} is what the engine was
 * developed against; {@code corpus/held-out/*.txt} was written at the same time and never tuned against: its
 * figure is reported separately, like {@code lead-held-out}, {@code blind-a}, {@code blind-b} and {@code blind-c}
 * (written later, blind, by other people; see {@link #BLIND}). Format: {@code == title} starts a sequence (a fresh workspace); each line is
 * {@code utterance => intent [slot=value ...]}; slots: d (timer seconds added), name (timer name added or
 * cancelled, or asked about: it ran and the answer names it), step, servings, recipe (cooking state after the
 * turn), mode (on/off), says (reply contains).
 */
class UtteranceCorpusTest {
    static final Set<String> ACTING = Set.of("timer_set", "timer_cancel", "timer_cancel_all", "alert_ack",
            "mode_enter", "mode_exit", "next", "previous", "goto", "restart", "start", "scale", "note", "offer_yes",
            "goto_last", "device_switch", "device_later");
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Slices nobody tunes against: only their figures are printed, their accuracy is reported, not asserted (they
     * measure generalisation), and a wrong mode switch in them still fails the test. {@code blind-a}/{@code blind-b}
     * were written by a helper on 2026-12-01 without reading the templates or the other slices; {@code blind-c},
     * {@code blind-d} and {@code blind-e} by other helpers the same day, the same way; {@code blind-f} and
     * {@code blind-g} in session 4, the same way, with other speakers; {@code blind-h} likewise, later in session 4;
     * {@code blind-i}/{@code blind-j} in session 5, {@code blind-k}/{@code blind-l}/{@code blind-m} in session 6 and
     * {@code blind-n}/{@code blind-o}/{@code blind-p}/{@code blind-q} in session 7 and {@code blind-r}/{@code blind-s}
     * in session 8 and {@code blind-t}/{@code blind-u} in session 9 and {@code blind-v}/{@code blind-w} in session
     * 10 and {@code blind-x}/{@code blind-y} in session 11 and {@code blind-z}/{@code blind-za} in session 12 and
     * {@code blind-zb}/{@code blind-zc} in session 13 and {@code blind-zd}/{@code blind-ze} in session 14,
     * {@code blind-zf} to {@code blind-zi} in session 15, {@code blind-zj} to {@code blind-zq} in session 16 and
     * {@code blind-zr} to {@code blind-zu} in session 17, {@code blind-zv} to {@code blind-zza} in session 18 and
     * {@code blind-zzb} to {@code blind-zzg} in session 19 and {@code blind-zzh} to {@code blind-zzm} in session 20,
     * {@code blind-zzn} to {@code blind-zzq} in session 21, {@code blind-zzr} to {@code blind-zzu} in session 22 and
     * {@code blind-zzv} to {@code blind-zzy} in session 23, the same way, and {@code blind-zzz} to {@code blind-zzzc}
     * in session 24, {@code blind-zzzd} to {@code blind-zzzg} in session 25, {@code blind-zzzh} to {@code blind-zzzk}
     * in session 26, {@code blind-zzzl} to {@code blind-zzzo} in session 27, {@code blind-zzzp} to {@code blind-zzzs}
     * in session 28, {@code blind-zzzt} to {@code blind-zzzw} in session 29, {@code blind-zzzx} to
     * {@code blind-zzzza} in session 30, {@code blind-zzzzb} to {@code blind-zzzze} in session 31,
     * {@code blind-zzzzf} to {@code blind-zzzzi} in session 32, {@code blind-zzzzj} to {@code blind-zzzzm} in
     * session 33, {@code blind-zzzzn} to {@code blind-zzzzq} in session 34, {@code blind-zzzzr} to
     * {@code blind-zzzzu} in session 35, {@code blind-zzzzv} to {@code blind-zzzzy} in session 36,
     * {@code blind-zzzzz} to {@code blind-zzzzzc} in session 37, {@code blind-zzzzzd} to {@code blind-zzzzzg} in
     * session 38 (from a brief rewritten that session, whose two slips were relabelled in the opened slices after their
     * first run: see the corpus README), {@code blind-zzzzzh} to {@code blind-zzzzzk} in session 39 and
     * {@code blind-zzzzzl} to {@code blind-zzzzzs} in session 40 (two rounds of four; the second round's first run was
     * on the code after the first round's fixes), {@code blind-zzzzzt} to {@code blind-zzzzzza} in session 41 and
     * {@code blind-zzzzzzb} to {@code blind-zzzzzzi} in session 42 (two rounds of four each, the same way),
     * {@code blind-zzzzzzj} to {@code blind-zzzzzzu} in session 43 (three rounds of four) and {@code blind-zzzzzzv} to
     * {@code blind-zzzzzzzc} in session 44 (two rounds of four, from a brief rewritten that session),
     * {@code blind-zzzzzzzd} to {@code blind-zzzzzzzk} in session 45 (two rounds of four, from that brief),
     * {@code blind-zzzzzzzl} to {@code blind-zzzzzzzs} in session 46 (two rounds of four, the same brief; blind-zzzzzzzm
     * and blind-zzzzzzzp stay closed) and {@code blind-zzzzzzzt} to {@code blind-zzzzzzzza} in session 47 (two rounds
     * of four, the same brief; blind-zzzzzzzu and blind-zzzzzzzy stay closed), {@code blind-zzzzzzzzb} to
     * {@code blind-zzzzzzzzi} in session 48 (two rounds of four, the same brief; blind-zzzzzzzzb and blind-zzzzzzzzg stay
     * closed), {@code blind-zzzzzzzzj} to {@code blind-zzzzzzzzq} in session 49 (two rounds of four, the same brief;
     * blind-zzzzzzzzm and blind-zzzzzzzzq stay closed) and {@code blind-zzzzzzzzr} to {@code blind-zzzzzzzzy} in
     * session 50 (two rounds of four, the same brief; blind-zzzzzzzzt and blind-zzzzzzzzv stay closed).
     */
    private static final List<String> BLIND = List.of("held-out", "lead-held-out", "blind-a", "blind-b", "blind-c",
            "blind-d", "blind-e", "blind-f", "blind-g", "blind-h", "blind-i", "blind-j", "blind-k", "blind-l", "blind-m",
            "blind-n", "blind-o", "blind-p", "blind-q", "blind-r", "blind-s", "blind-t", "blind-u", "blind-v", "blind-w",
            "blind-x", "blind-y", "blind-z", "blind-za", "blind-zb", "blind-zc", "blind-zd", "blind-ze",
            "blind-zf", "blind-zg", "blind-zh", "blind-zi", "blind-zj", "blind-zk", "blind-zl", "blind-zm",
            "blind-zn", "blind-zo", "blind-zp", "blind-zq", "blind-zr", "blind-zs", "blind-zt", "blind-zu",
            "blind-zv", "blind-zw", "blind-zx", "blind-zy", "blind-zz", "blind-zza",
            "blind-zzb", "blind-zzc", "blind-zzd", "blind-zze", "blind-zzf",
            "blind-zzg", "blind-zzh", "blind-zzi", "blind-zzj", "blind-zzk",
            "blind-zzl", "blind-zzm", "blind-zzn", "blind-zzo", "blind-zzp", "blind-zzq",
            "blind-zzr", "blind-zzs", "blind-zzt", "blind-zzu", "blind-zzv", "blind-zzw", "blind-zzx", "blind-zzy",
            "blind-zzz", "blind-zzza", "blind-zzzb", "blind-zzzc", "blind-zzzd", "blind-zzze", "blind-zzzf", "blind-zzzg",
            "blind-zzzh", "blind-zzzi", "blind-zzzj", "blind-zzzk",
            "blind-zzzl", "blind-zzzm", "blind-zzzn", "blind-zzzo",
            "blind-zzzp", "blind-zzzq", "blind-zzzr", "blind-zzzs", "blind-zzzt", "blind-zzzu", "blind-zzzv", "blind-zzzw",
            "blind-zzzx", "blind-zzzy", "blind-zzzz", "blind-zzzza", "blind-zzzzb", "blind-zzzzc", "blind-zzzzd", "blind-zzzze",
            "blind-zzzzf", "blind-zzzzg", "blind-zzzzh", "blind-zzzzi", "blind-zzzzj", "blind-zzzzk",
            "blind-zzzzl", "blind-zzzzm", "blind-zzzzn", "blind-zzzzo", "blind-zzzzp", "blind-zzzzq", "blind-zzzzr", "blind-zzzzs", "blind-zzzzt", "blind-zzzzu", "blind-zzzzv", "blind-zzzzw", "blind-zzzzx", "blind-zzzzy", "blind-zzzzz", "blind-zzzzza", "blind-zzzzzb", "blind-zzzzzc",
            "blind-zzzzzd", "blind-zzzzze", "blind-zzzzzf", "blind-zzzzzg",
            "blind-zzzzzh", "blind-zzzzzi", "blind-zzzzzj", "blind-zzzzzk",
            "blind-zzzzzl", "blind-zzzzzm", "blind-zzzzzn", "blind-zzzzzo",
            "blind-zzzzzp", "blind-zzzzzq", "blind-zzzzzr", "blind-zzzzzs",
            "blind-zzzzzt", "blind-zzzzzu", "blind-zzzzzv", "blind-zzzzzw",
            "blind-zzzzzx", "blind-zzzzzy", "blind-zzzzzz", "blind-zzzzzza",
            "blind-zzzzzzb", "blind-zzzzzzc", "blind-zzzzzzd", "blind-zzzzzze",
            "blind-zzzzzzf", "blind-zzzzzzg", "blind-zzzzzzh", "blind-zzzzzzi",
            "blind-zzzzzzj", "blind-zzzzzzk", "blind-zzzzzzl", "blind-zzzzzzm",
            "blind-zzzzzzn", "blind-zzzzzzo", "blind-zzzzzzp", "blind-zzzzzzq",
            "blind-zzzzzzr", "blind-zzzzzzs", "blind-zzzzzzt", "blind-zzzzzzu",
            "blind-zzzzzzv", "blind-zzzzzzw", "blind-zzzzzzx", "blind-zzzzzzy",
            "blind-zzzzzzz", "blind-zzzzzzza", "blind-zzzzzzzb", "blind-zzzzzzzc",
            "blind-zzzzzzzd", "blind-zzzzzzze", "blind-zzzzzzzf", "blind-zzzzzzzg",
            "blind-zzzzzzzh", "blind-zzzzzzzi", "blind-zzzzzzzj", "blind-zzzzzzzk",
            "blind-zzzzzzzl", "blind-zzzzzzzm", "blind-zzzzzzzn", "blind-zzzzzzzo",
            "blind-zzzzzzzp", "blind-zzzzzzzq", "blind-zzzzzzzr", "blind-zzzzzzzs",
            "blind-zzzzzzzt", "blind-zzzzzzzu", "blind-zzzzzzzv", "blind-zzzzzzzw",
            "blind-zzzzzzzx", "blind-zzzzzzzy", "blind-zzzzzzzz", "blind-zzzzzzzza",
            "blind-zzzzzzzzb", "blind-zzzzzzzzc", "blind-zzzzzzzzd", "blind-zzzzzzzze",
            "blind-zzzzzzzzf", "blind-zzzzzzzzg", "blind-zzzzzzzzh", "blind-zzzzzzzzi",
            "blind-zzzzzzzzj", "blind-zzzzzzzzk", "blind-zzzzzzzzl", "blind-zzzzzzzzm", "blind-zzzzzzzzn",
            "blind-zzzzzzzzo", "blind-zzzzzzzzp", "blind-zzzzzzzzq", "blind-zzzzzzzzr",
            "blind-zzzzzzzzs", "blind-zzzzzzzzt", "blind-zzzzzzzzu", "blind-zzzzzzzzv",
            "blind-zzzzzzzzw", "blind-zzzzzzzzx", "blind-zzzzzzzzy");
    /**
     * Slices whose misses are listed: once measured blind, lead-held-out, blind-a, blind-c, blind-d, blind-e (in
     * session 4, after a session closed), blind-f, blind-g and blind-h (session 4, after their first runs) were
     * opened for tuning (their blind figures are kept in BENCHMARKS.md), blind-j in session 5 after its first run and
     * blind-i in session 6 (closed through session 5), blind-l in session 6 after its first run (76.8 %), blind-k
     * later in session 6 (first run 75.2 %, 75.7 % when opened), blind-m in session 7 (closed through session 6: first
     * run 83.0 %, 84.5 % when opened), blind-n in session 7 after its first run (84.5 %, 8 wrong actions) and blind-q
     * after its first (84.5 %, 9 wrong actions, one a mode switch), blind-r in session 8 after its first run (84.7 %, 6
     * wrong actions), blind-t in session 9 after its first (89.7 %, 8 wrong actions), blind-u in session 10 (closed
     * through session 9: first run 74.6 %, 79.8 % when opened), blind-w in session 10 after its first run (62.0 %, 8
     * wrong actions, one a mode switch), blind-v in session 11 (closed through session 10: first run 76.8 %, 77.3 %
     * when opened), blind-x in session 11 after its first run (72.3 %, 13 wrong actions), blind-za in session 12 after
     * its first run (66.8 %, 1 wrong action, a mode switch), blind-zc in session 13 after its first run (73.7 %, 8
     * wrong actions), blind-ze in session 14 after its first run (66.1 %, 4 wrong actions), blind-zg in session 15 after
     * its first run (73.6 %, 8 wrong actions, two of them mode switches) and blind-zh after its first (73.6 %, 3 wrong
     * actions), blind-zj in session 16 after its first run (84.3 %, 6 wrong actions), blind-zl after its first
     * (88.1 %, 3 wrong actions), blind-zn (93.2 %, 3 wrong actions) and blind-zp (88.9 %, 9 wrong actions) after
     * theirs, blind-zr in session 17 after its first run (78.6 %, 4 wrong actions) and blind-zt after its first
     * (80.2 %, 9 wrong actions), blind-zv in session 18 after its first run (52.2 %, 8 wrong actions) and blind-zx
     * after its first (61.3 %, 7 wrong actions), blind-zzc in session 19 after its first run (65.8 %, 11 wrong actions)
     * and blind-zze after its first (68.9 %, 11 wrong actions), blind-zzi (56.4 %, 10), blind-zzk (61.2 %, 6) and
     * blind-zzm (71.8 %, 5) in session 20 after their first runs, blind-zzo (59.7 %, 6), blind-zzp (52.5 %, 7) and
     * blind-zzq (45.3 %, 10) in session 21 after theirs, blind-zzs (63.7 %, 7), blind-zzt (54.0 %, 11, one a mode
     * switch) and blind-zzu (54.9 %, 13, three of them mode switches) in session 22 after theirs, blind-zzv (77.0 %, 12),
     * blind-zzw (74.2 %, 4) and blind-zzy (78.9 %, 11, one a mode switch) in session 23 after theirs, blind-zzz (82.6 %,
     * 13, two of them mode switches), blind-zzza (73.8 %, 12) and blind-zzzc (74.3 %, 15) in session 24 after theirs,
     * blind-zzzd (81.5 %, 9), blind-zzze (85.7 %, 8) and blind-zzzg (90.7 %, 3) in session 25 after theirs,
     * blind-zzzh (89.3 %, 4), blind-zzzi (85.1 %, 8) and blind-zzzj (78.9 %, 8, two of them mode switches) in session 26
     * after theirs, blind-zzzl (88.4 %, 5, one a mode switch), blind-zzzm (87.2 %, 5) and blind-zzzn (76.7 %, 9) in
     * session 27 after theirs, blind-zzzp (91.1 %, 9), blind-zzzq (90.5 %, 4) and blind-zzzr (89.9 %, 10) in session 28
     * after theirs, blind-zzzt (84.9 %, 20, one a mode switch), blind-zzzu (91.8 %, 2) and blind-zzzv (87.1 %, 12) in
     * session 29 after theirs, blind-zzzx (90.5 %, 7, one a mode switch), blind-zzzy (75.3 %, 3) and blind-zzzz
     * (85.3 %, 6) in session 30 after theirs, blind-zzzzb (86.4 %, 8), blind-zzzzc (81.6 %, 4) and blind-zzzze
     * (87.8 %, 8) in session 31 after theirs, blind-zzzzf (92.7 %, 5, two of them mode switches), blind-zzzzg
     * (88.8 %, 4) and blind-zzzzi (90.1 %, 5) in session 32 after theirs, blind-zzzzj (92.4 %, 1), blind-zzzzk
     * (88.1 %, 3) and blind-zzzzm (87.2 %, 2) in session 33 after theirs, blind-zzzzn (87.8 %, 1), blind-zzzzp (96.7 %,
     * 5, one a mode switch) and blind-zzzzq (93.1 %, 4) in session 34 after theirs, blind-zzzzr (94.1 %, 5),
     * blind-zzzzt (96.8 %, 2) and blind-zzzzu (93.8 %, 6) in session 35 after theirs, blind-zzzzv (94.6 %, 3),
     * blind-zzzzw (96.5 %, 2) and blind-zzzzx (95.6 %, 2) in session 36 after theirs, blind-zzzzz (93.1 %, 6),
     * blind-zzzzza (92.9 %, 2) and blind-zzzzzc (94.3 %, 5) in session 37 after theirs;
     * held-out, blind-b, blind-o, blind-p, blind-s, blind-y,
     * blind-z, blind-zb, blind-zd, blind-zf, blind-zi, blind-zk, blind-zm, blind-zo, blind-zq, blind-zs, blind-zu,
     * blind-zw, blind-zy, blind-zz, blind-zza, blind-zzb, blind-zzd, blind-zzf, blind-zzg, blind-zzh, blind-zzj, blind-zzl, blind-zzn, blind-zzr, blind-zzx, blind-zzzb, blind-zzzf, blind-zzzk, blind-zzzo, blind-zzzs, blind-zzzw, blind-zzzza, blind-zzzzd, blind-zzzzh, blind-zzzzl, blind-zzzzo, blind-zzzzs, blind-zzzzy and blind-zzzzzb stay closed (of blind-zb the lead read only the six turns around its first
     * run's wrong mode switch, to mend it; of blind-zd only the one line of its wrong mode switch that this test's
     * failure message names; of blind-zu the seven lines, 28 to 34 of family-evening-noisy.txt, up to the wrong mode
     * switch the gate named in session 17; of blind-zw the nine lines, 18 to 26 of dongguan-father.txt, up to the
     * wrong mode switch the gate named in session 18; of blind-zzj the one line of its wrong mode switch the gate named
     * in session 20; of blind-zzx the lines 86 to 94 of weifang-grandpa.txt around the wrong mode switch the gate
     * named in session 23, and of blind-zzf lines 3 to 23 of gz-family-noisy.txt up to the one it named later that
     * session; of blind-zzzb lines 76 to 82 of gansu-tianshui-family-noisy.txt around the wrong mode switch the gate
     * named in session 24; of blind-zzzk the two lines of the wrong mode switches the gate named at its first run in
     * session 26; of blind-zzzo the one line of the wrong mode switch the gate named at its first run in session 27;
     * of blind-zzzzzb the one line of the wrong mode switch the gate named at its first run in session 37).
     */
    private static final List<String> SHOWN = List.of("tuned", "lead-held-out", "blind-a", "blind-c", "blind-d",
            "blind-e", "blind-f", "blind-g", "blind-h", "blind-i", "blind-j", "blind-k", "blind-l", "blind-m", "blind-n",
            "blind-q", "blind-r", "blind-t", "blind-u", "blind-v", "blind-w", "blind-x", "blind-za", "blind-zc", "blind-ze",
            "blind-zg", "blind-zh", "blind-zj", "blind-zl", "blind-zn", "blind-zp", "blind-zr", "blind-zt",
            "blind-zv", "blind-zx", "blind-zzc", "blind-zze", "blind-zzi", "blind-zzk",
            "blind-zzm", "blind-zzo", "blind-zzp", "blind-zzq", "blind-zzs", "blind-zzt", "blind-zzu",
            "blind-zzv", "blind-zzw", "blind-zzy", "blind-zzz", "blind-zzza", "blind-zzzc", "blind-zzzd",
            "blind-zzze", "blind-zzzg", "blind-zzzh", "blind-zzzi", "blind-zzzj", "blind-zzzl", "blind-zzzm",
            "blind-zzzn", "blind-zzzp", "blind-zzzq", "blind-zzzr", "blind-zzzt", "blind-zzzu", "blind-zzzv",
            "blind-zzzx", "blind-zzzy", "blind-zzzz", "blind-zzzzb", "blind-zzzzc", "blind-zzzze",
            "blind-zzzzf", "blind-zzzzg", "blind-zzzzi", "blind-zzzzj", "blind-zzzzk", "blind-zzzzm", "blind-zzzzn", "blind-zzzzp", "blind-zzzzq", "blind-zzzzr", "blind-zzzzt", "blind-zzzzu", "blind-zzzzv", "blind-zzzzw", "blind-zzzzx", "blind-zzzzz", "blind-zzzzza", "blind-zzzzzc",
            "blind-zzzzzd", "blind-zzzzze", "blind-zzzzzf", "blind-zzzzzi", "blind-zzzzzj", "blind-zzzzzk",
            "blind-zzzzzl", "blind-zzzzzm", "blind-zzzzzo", "blind-zzzzzq", "blind-zzzzzr", "blind-zzzzzs",
            "blind-zzzzzu", "blind-zzzzzv", "blind-zzzzzw", "blind-zzzzzx", "blind-zzzzzy", "blind-zzzzzza",
            "blind-zzzzzzb", "blind-zzzzzzc", "blind-zzzzzzd",
            "blind-zzzzzzf", "blind-zzzzzzg", "blind-zzzzzzi",
            "blind-zzzzzzj", "blind-zzzzzzk", "blind-zzzzzzl",
            "blind-zzzzzzn", "blind-zzzzzzo", "blind-zzzzzzp",
            "blind-zzzzzzr", "blind-zzzzzzt", "blind-zzzzzzu",
            "blind-zzzzzzw", "blind-zzzzzzx", "blind-zzzzzzy",
            "blind-zzzzzzz", "blind-zzzzzzza", "blind-zzzzzzzb",
            "blind-zzzzzzzd", "blind-zzzzzzze", "blind-zzzzzzzg",
            "blind-zzzzzzzi", "blind-zzzzzzzj", "blind-zzzzzzzk",
            "blind-zzzzzzzl", "blind-zzzzzzzn", "blind-zzzzzzzo",
            "blind-zzzzzzzq", "blind-zzzzzzzr", "blind-zzzzzzzs",
            "blind-zzzzzzzt", "blind-zzzzzzzv", "blind-zzzzzzzw",
            "blind-zzzzzzzx", "blind-zzzzzzzz", "blind-zzzzzzzza",
            "blind-zzzzzzzzc", "blind-zzzzzzzzd", "blind-zzzzzzzze",
            "blind-zzzzzzzzf", "blind-zzzzzzzzh", "blind-zzzzzzzzi",
            "blind-zzzzzzzzj", "blind-zzzzzzzzk", "blind-zzzzzzzzl", "blind-zzzzzzzzn", "blind-zzzzzzzzo",
            "blind-zzzzzzzzp", "blind-zzzzzzzzr", "blind-zzzzzzzzs", "blind-zzzzzzzzu",
            "blind-zzzzzzzzw", "blind-zzzzzzzzx", "blind-zzzzzzzzy");

    @TempDir
    Path root;

    record Line(String file, int lineNo, String text, String intent, Map<String, String> slots) {}

    record Sequence(String file, String title, List<Line> lines) {}

    /** One result row. */
    record Outcome(Line line, String actual, boolean understood, boolean wrongAction, boolean asked, String reply) {}

    @Test
    void theCorpusIsUnderstoodAndWrongActionsAreRare() throws Exception {
        Map<String, List<Outcome>> bySlice = new LinkedHashMap<>();
        List<String> slices = new ArrayList<>(List.of("tuned"));
        slices.addAll(BLIND);
        // -Dhomebot.corpus.slices=tuned,scratch runs only those slices (a developer's quick look); it reports and
        // asserts nothing about the whole corpus, and still never lists the misses of a closed slice
        String only = System.getProperty("homebot.corpus.slices", "").strip();
        if (!only.isEmpty()) {
            slices = List.of(only.split("\\s*,\\s*"));
        }
        // every sequence starts from a fresh workspace and shares nothing with the others, so they run side by side
        // (one per core: the corpus is most of the build's time); results are gathered back in file order
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors()));
        try {
            Map<String, List<Future<List<Outcome>>>> running = new LinkedHashMap<>();
            for (String slice : slices) {
                List<Future<List<Outcome>>> futures = new ArrayList<>();
                for (String file : index(slice)) {
                    for (Sequence seq : parse(slice + "/" + file)) {
                        // a turn that never returns (a defect, not a miss) fails the test instead of hanging the build
                        futures.add(pool.submit(() -> org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                                java.time.Duration.ofSeconds(60), () -> run(seq), () -> "sequence hung: " + seq.title())));
                    }
                }
                running.put(slice, futures);
            }
            for (Map.Entry<String, List<Future<List<Outcome>>>> e : running.entrySet()) {
                List<Outcome> outcomes = new ArrayList<>();
                for (Future<List<Outcome>> f : e.getValue()) {
                    outcomes.addAll(outcome(f));
                }
                bySlice.put(e.getKey(), outcomes);
            }
        } finally {
            pool.shutdownNow();
        }
        String report = report(bySlice);
        System.out.println(report);
        Path out = Path.of("target", "corpus-report.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, report, StandardCharsets.UTF_8);
        for (String blind : BLIND) {
            // a wrong mode switch is a defect to fix even in a closed slice, so the failure names its lines
            List<String> wrongSwitches = bySlice.getOrDefault(blind, List.of()).stream()
                    .filter(o -> o.wrongAction() && o.actual().startsWith("mode_"))
                    .map(o -> o.line().file() + ":" + o.line().lineNo() + " `" + o.line().text() + "` → " + o.actual()).toList();
            assertTrue(wrongSwitches.isEmpty(), blind + ": no wrong mode switch, had " + wrongSwitches);
        }
        if (!only.isEmpty()) {
            return;
        }

        List<Outcome> all = new ArrayList<>();
        bySlice.values().forEach(all::addAll);
        long zh = all.stream().filter(o -> homebot.skills.api.nlu.Languages.isChinese(o.line().text())).count();
        long noisy = all.stream().filter(o -> o.line().file().contains("noisy")).count();
        assertTrue(all.size() >= 600, "the corpus has at least 600 utterances, has " + all.size());
        assertTrue(zh * 3 >= all.size() * 2, "two thirds Chinese: " + zh + " of " + all.size());
        assertTrue(noisy * 5 >= all.size(), "a fifth with recogniser noise: " + noisy + " of " + all.size());
        List<Outcome> tuned = bySlice.get("tuned");
        assertTrue(rate(tuned, Outcome::understood) >= 0.95, "understood " + pct(rate(tuned, Outcome::understood)));
        assertTrue(rate(tuned, Outcome::wrongAction) <= 0.01, "wrong actions " + pct(rate(tuned, Outcome::wrongAction)));
    }

    /** A sequence's outcomes, or its failure (a hung sequence's assertion) thrown as it was. */
    private static List<Outcome> outcome(Future<List<Outcome>> f) throws Exception {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e.getCause() instanceof Exception ex ? ex : e;
        }
    }

    private List<Outcome> run(Sequence seq) throws IOException {
        List<Outcome> out = new ArrayList<>();
        try (Assembly app = CookPipeline.start(root)) {
            for (Line line : seq.lines()) {
                List<TimerInfo> before = app.schedule().timers().list();
                TurnReply r = CookPipeline.say(app, line.text());
                String actual = intentOf(r);
                boolean asked = false;
                if (actual.startsWith("guess:") && actual.substring(6).equals(line.intent())) {
                    asked = true;
                    r = CookPipeline.say(app, "好");
                    actual = intentOf(r);
                }
                List<TimerInfo> after = app.schedule().timers().list();
                boolean intentOk = actual.equals(line.intent()) || line.intent().equals("none") && !ACTING.contains(actual)
                        || sameTimer(line.intent(), actual) || backToTheStart(line, actual);
                boolean slotsOk = intentOk && slotsHold(line, app, r, before, after, line.slots().keySet());
                // wrong: an acting intent that was not asked for, or a timer with words the cook did not say;
                // a step or servings off because an earlier turn was missed is a miss, not a wrong action
                boolean wordsOk = intentOk && slotsHold(line, app, r, before, after, Set.of("d", "name", "mode"));
                boolean wrong = ACTING.contains(actual) && !((actual.equals(line.intent()) || sameTimer(line.intent(), actual)
                        || backToTheStart(line, actual)) && wordsOk);
                out.add(new Outcome(line, actual, slotsOk, wrong, asked, r.text()));
            }
        }
        return out;
    }

    static String intentOf(TurnReply r) {
        String s = r.source() == null ? "" : r.source();
        if (s.equals("offline")) {
            return "none";
        }
        if (s.startsWith("mode:")) {
            int slash = s.indexOf('/');
            return slash < 0 ? "mode_other" : label(s.substring(slash + 1));
        }
        if (s.startsWith("intent:")) {
            String i = s.substring("intent:".length());
            if (i.startsWith("guess:")) {
                return i;
            }
            return label(i.replace('-', '_'));
        }
        return s;
    }

    /**
     * A timer asked for with the length homebot has just offered is the offer taken, and a yes with another length
     * a timer set: from the cook's side both start the same timer, so either label holds (the slots still decide).
     */
    private static boolean sameTimer(String expected, String actual) {
        return Set.of(expected, actual).equals(Set.of("timer_set", "offer_yes"));
    }

    /**
     * An amount a writer gave as spoken ("五百", "三十", "五百克") is said when the reply has it in digits ("500 克"):
     * both are read aloud the same.
     */
    private static boolean saysInDigits(String reply, String says) {
        // a measure said with it ("五百克", "四十五克") is read after the digits ("500 克"); a count word may be left out
        java.util.regex.Matcher unit = java.util.regex.Pattern.compile("(克|毫升|汤匙|茶匙)$").matcher(says);
        String measure = unit.find() ? unit.group(1) : "";
        return homebot.skills.api.nlu.Languages.isChinese(says)
                && homebot.skills.api.nlu.Numbers.parse(says.replaceFirst("[个只颗条]$|(?:克|毫升|汤匙|茶匙)$", ""))
                        .filter(n -> n == Math.rint(n))
                        .map(n -> java.util.regex.Pattern.compile("(?<![\\d.])" + n.longValue() + "(?![\\d.])"
                                + (measure.isEmpty() ? "" : "\\s*" + measure)).matcher(reply).find())
                        .orElse(false);
    }

    /**
     * An English amount a writer gave in digits with a half ("2.5", "0.5") is said when the reply reads it as English
     * speaks it ("2 and a half eggs", "about half a fish").
     */
    static boolean saysAHalf(String reply, String says) {
        java.util.regex.Matcher half = java.util.regex.Pattern.compile("(\\d+)\\.5").matcher(says);
        if (!half.matches()) {
            return false;
        }
        long whole = Long.parseLong(half.group(1));
        return java.util.regex.Pattern.compile(whole == 0 ? "(?<![a-z\\d] and a )\\bhalf an?\\b"
                : "(?<![\\d.])" + whole + " and a half\\b").matcher(reply).find();
    }

    /** "回到第一步" and "从头开始" land on the same step: either label holds when the expected step is the first. */
    private static boolean backToTheStart(Line line, String actual) {
        return Set.of(line.intent(), actual).equals(Set.of("goto", "restart")) && "1".equals(line.slots().get("step"));
    }

    /** The corpus has one label for finding a recipe, by name or by what is in the fridge. */
    private static String label(String intent) {
        // the skill answers "how many grams of…" as its own intent; for the cook it is one more amount question
        return intent.equals("search") ? "find"
                : intent.equals("grams") ? "ingredient" : intent;
    }

    private static boolean slotsHold(Line line, Assembly app, TurnReply r, List<TimerInfo> before, List<TimerInfo> after,
            Set<String> which) throws IOException {
        for (Map.Entry<String, String> e : line.slots().entrySet()) {
            if (!which.contains(e.getKey())) {
                continue;
            }
            String v = e.getValue();
            boolean ok = switch (e.getKey()) {
                case "d" -> after.stream().anyMatch(t -> t.duration().toSeconds() == Long.parseLong(v)
                        && before.stream().noneMatch(b -> b.id().equals(t.id())));
                case "name" -> line.intent().startsWith("timer_cancel")
                        ? before.stream().anyMatch(t -> t.name().equals(v)) && after.stream().noneMatch(t -> t.name().equals(v))
                        // the timer asked about: one of that name ran, and the answer names it
                        : line.intent().equals("timer_left")
                        ? before.stream().anyMatch(t -> t.name().equals(v)) && r.text().contains(v)
                        : after.stream().anyMatch(t -> t.name().equals(v) && before.stream().noneMatch(b -> b.id().equals(t.id())));
                case "mode" -> app.modes().active().isPresent() == v.equals("on");
                case "step", "servings", "recipe" -> v.equals(state(app, e.getKey()));
                case "says" -> r.text().contains(v) || saysInDigits(r.text(), v) || saysAHalf(r.text(), v);
                default -> throw new IllegalArgumentException(line.file() + ":" + line.lineNo() + ": unknown slot " + e.getKey());
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static String state(Assembly app, String field) throws IOException {
        Optional<Path> dir = app.modes().active().map(a -> a.sessionDir());
        if (dir.isEmpty() || !Files.exists(dir.get().resolve("cooking_state.json"))) {
            return "";
        }
        JsonNode n = JSON.readTree(dir.get().resolve("cooking_state.json").toFile()).get(field);
        return n == null || n.isNull() ? "" : n.asText();
    }

    private static List<String> index(String slice) throws IOException {
        return List.of(read("corpus/" + slice + "/index.txt").split("\\R")).stream().map(String::strip)
                .filter(s -> !s.isEmpty() && !s.startsWith("#")).toList();
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = UtteranceCorpusTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("missing corpus resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static List<Sequence> parse(String file) throws IOException {
        List<Sequence> out = new ArrayList<>();
        String[] raw = read("corpus/" + file).split("\\R");
        Sequence current = null;
        for (int i = 0; i < raw.length; i++) {
            String l = raw[i].strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            if (l.startsWith("==")) {
                current = new Sequence(file, l.substring(2).strip(), new ArrayList<>());
                out.add(current);
                continue;
            }
            int arrow = l.lastIndexOf("=>");
            if (arrow < 0 || current == null) {
                throw new IOException(file + ":" + (i + 1) + ": expected '== title' or 'utterance => intent'");
            }
            String[] expect = l.substring(arrow + 2).strip().split("\\s+");
            Map<String, String> slots = new LinkedHashMap<>();
            for (int k = 1; k < expect.length; k++) {
                int eq = expect[k].indexOf('=');
                if (eq <= 0) {
                    throw new IOException(file + ":" + (i + 1) + ": slot '" + expect[k]
                            + "' is not name=value (a space inside a value is written '_')");
                }
                slots.put(expect[k].substring(0, eq), expect[k].substring(eq + 1).replace('_', ' '));
            }
            current.lines().add(new Line(file, i + 1, l.substring(0, arrow).strip(), expect[0], slots));
        }
        return out;
    }

    private static double rate(List<Outcome> os, java.util.function.Predicate<Outcome> p) {
        return os.isEmpty() ? 0 : (double) os.stream().filter(p).count() / os.size();
    }

    private static String pct(double r) {
        return String.format("%.1f %%", r * 100);
    }

    static String report(Map<String, List<Outcome>> bySlice) {
        StringBuilder sb = new StringBuilder("## Utterance corpus (issue 12)\n\n");
        sb.append("| slice | utterances | understood | wrong actions | asked first |\n|---|---:|---:|---:|---:|\n");
        List<Outcome> all = new ArrayList<>();
        bySlice.forEach((slice, os) -> {
            all.addAll(os);
            sb.append(row(slice, os));
        });
        sb.append(row("all", all)).append('\n');
        sb.append("| intent | n | understood | wrong actions |\n|---|---:|---:|---:|\n");
        Map<String, List<Outcome>> byIntent = all.stream().collect(Collectors.groupingBy(o -> o.line().intent(),
                TreeMap::new, Collectors.toList()));
        byIntent.forEach((i, os) -> sb.append("| ").append(i).append(" | ").append(os.size()).append(" | ")
                .append(pct(rate(os, Outcome::understood))).append(" | ").append(os.stream().filter(Outcome::wrongAction).count())
                .append(" |\n"));
        sb.append("\nMisses and wrong actions of the slices that are no longer blind (tuned, lead-held-out, blind-a, blind-c; the"
                + " others are reported only as figures, so nobody tunes against them):\n\n");
        List<Outcome> shown = new ArrayList<>();
        bySlice.forEach((slice, os) -> {
            if (SHOWN.contains(slice) || !BLIND.contains(slice)) {
                shown.addAll(os);
            }
        });
        for (Outcome o : shown) {
            if (!o.understood() || o.wrongAction()) {
                sb.append("- ").append(o.wrongAction() ? "**WRONG** " : "").append(o.line().file()).append(':')
                        .append(o.line().lineNo()).append(" `").append(o.line().text()).append("` expected ")
                        .append(o.line().intent()).append(o.line().slots().isEmpty() ? "" : " " + o.line().slots())
                        .append(", got ").append(o.actual()).append(": ").append(o.reply().replace('\n', ' ')).append('\n');
            }
        }
        return sb.toString();
    }

    private static String row(String slice, List<Outcome> os) {
        return "| " + slice + " | " + os.size() + " | " + pct(rate(os, Outcome::understood)) + " | "
                + pct(rate(os, Outcome::wrongAction)) + " (" + os.stream().filter(Outcome::wrongAction).count() + ") | "
                + os.stream().filter(Outcome::asked).count() + " |\n";
    }
}
