package homebot.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.household.Household;
import homebot.household.HouseholdConfig;
import homebot.household.LocalUnit;
import homebot.household.MqttLink;
import homebot.household.WakeArbiter;
import homebot.audio.Secret;
import homebot.schedule.ScheduleService;
import homebot.schedule.SchedulerConfig;
import homebot.testing.MosquittoBroker;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The household's figures on loopback with a real Mosquitto (BENCHMARKS.md): a timer set in one room until it is in
 * another room's view; wake detection until the arbitration decision with two rooms hearing it; heap, threads and
 * classes added by one connected household client. Measures and prints; asserts nothing about speed.
 *
 * <p>{@code mvn -o -pl bench -am test -Dtest=HouseholdBench -Dsurefire.failIfNoSpecifiedTests=false
 * -Dhomebot.bench.household=300}
 */
class HouseholdBench {
    @Test
    void household() throws Exception {
        int rounds = Integer.getInteger("homebot.bench.household", 0);
        Assumptions.assumeTrue(rounds > 0, "a benchmark: run with -Dhomebot.bench.household=ROUNDS");
        Path dir = Files.createTempDirectory("homebot-bench-household");
        try (MosquittoBroker broker = MosquittoBroker.start(dir.resolve("broker"))) {
            memory(broker, dir);
            Rig kitchen = rig(broker, dir, "kitchen");
            Rig dining = rig(broker, dir, "dining");
            await(() -> kitchen.household.view().anyOtherOnline() && dining.household.view().anyOtherOnline());
            timers(kitchen, dining, rounds);
            wake(kitchen, dining, Math.min(rounds, 100));
            kitchen.close();
            dining.close();
        }
    }

    record Rig(Household household, ScheduleService schedule) {
        void close() {
            household.close();
            schedule.close();
        }
    }

    private static Rig rig(MosquittoBroker broker, Path dir, String room) {
        ObjectMapper json = new ObjectMapper();
        ScheduleService schedule = new ScheduleService(dir.resolve(room), SchedulerConfig.defaults(), Clock.systemUTC(),
                json, e -> {});
        HouseholdConfig c = HouseholdConfig.defaults().with(broker.url(), room)
                .withCredentials(MosquittoBroker.USER, Secret.of(MosquittoBroker.PASSWORD));
        Household h = new Household(c, new MqttLink(c, "bench-" + room),
                new LocalUnit(room, schedule, () -> "", () -> "", Clock.systemUTC()), Clock.systemUTC(), json);
        schedule.scheduler().addChangeListener(h::stateChanged);
        h.start();
        return new Rig(h, schedule);
    }

    /** Timer set in the kitchen (the scheduler call, fsynced) until the dining room's view lists it. */
    private static void timers(Rig kitchen, Rig dining, int rounds) {
        List<Long> nanos = new ArrayList<>();
        for (int i = 0; i < rounds + 50; i++) {
            String name = "t" + i;
            long t0 = System.nanoTime();
            kitchen.schedule.timers().start(name, Duration.ofMinutes(5), "");
            while (dining.household.view().timers(Clock.systemUTC().instant()).stream()
                    .noneMatch(t -> t.timer().name().equals(name))) {
                LockSupport.parkNanos(20_000);
            }
            if (i >= 50) { // the first 50 warm the JIT
                nanos.add(System.nanoTime() - t0);
            }
            kitchen.schedule.timers().cancel(name);
        }
        print("timer set in one room → listed in another", nanos);
    }

    /** Two rooms hear the same wake-up at the same moment; each decides; exactly one must answer. */
    private static void wake(Rig kitchen, Rig dining, int rounds) throws Exception {
        List<Long> decision = new ArrayList<>();
        List<Long> beyondWindow = new ArrayList<>();
        int oneAnswered = 0;
        long window = Duration.ofMillis(kitchen.household.config().wakeWindowMs()).toNanos();
        for (int i = 0; i < rounds; i++) {
            double a = 0.5 + (i % 7) * 0.05;
            double b = 0.9 - (i % 5) * 0.07;
            CompletableFuture<WakeArbiter.Decision> k = CompletableFuture.supplyAsync(() -> kitchen.household.arbiter().contend(a));
            CompletableFuture<WakeArbiter.Decision> d = CompletableFuture.supplyAsync(() -> dining.household.arbiter().contend(b));
            WakeArbiter.Decision dk = k.get();
            WakeArbiter.Decision dd = d.get();
            if (dk.answer() ^ dd.answer()) {
                oneAnswered++;
            }
            for (WakeArbiter.Decision x : List.of(dk, dd)) {
                decision.add(x.waitedNanos());
                beyondWindow.add(x.waitedNanos() - window);
            }
            Thread.sleep(3 * window / 1_000_000); // the next wake-up is a new contest, not the same one
        }
        print("wake detection → arbitration decision (window " + window / 1_000_000 + " ms)", decision);
        print("  of which beyond the window", beyondWindow);
        System.out.printf("  exactly one room answered in %d of %d contests%n", oneAnswered, rounds);
    }

    /** Heap after GC, live threads and loaded classes before and after one household client connects. */
    private static void memory(MosquittoBroker broker, Path dir) throws Exception {
        ScheduleService warm = new ScheduleService(dir.resolve("warm"), SchedulerConfig.defaults(), Clock.systemUTC(),
                new ObjectMapper(), e -> {}); // the scheduler's own classes are not the MQTT client's
        long heap0 = usedHeap();
        int threads0 = Thread.activeCount();
        long classes0 = ManagementFactory.getClassLoadingMXBean().getLoadedClassCount();
        Rig r = rig(broker, dir, "memory");
        await(() -> r.household.link().connected());
        Thread.sleep(500);
        long heap1 = usedHeap();
        System.out.printf("MQTT household client connected: +%.0f KB heap after GC, +%d threads, +%d classes%n",
                (heap1 - heap0) / 1024.0, Thread.activeCount() - threads0,
                ManagementFactory.getClassLoadingMXBean().getLoadedClassCount() - classes0);
        r.close();
        warm.close();
    }

    private static long usedHeap() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    private static void await(java.util.function.BooleanSupplier c) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!c.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within 20 s");
            }
            Thread.sleep(5);
        }
    }

    private static void print(String what, List<Long> nanos) {
        List<Long> s = new ArrayList<>(nanos);
        Collections.sort(s);
        System.out.printf("%s: median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms (n=%d)%n", what,
                s.get(s.size() / 2) / 1e6, s.get((int) (s.size() * 0.9)) / 1e6,
                s.get(Math.min(s.size() - 1, (int) (s.size() * 0.99))) / 1e6, s.get(s.size() - 1) / 1e6, s.size());
    }
}
