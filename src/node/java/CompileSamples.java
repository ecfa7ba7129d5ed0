import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The Java half of the build's sample check (content/README.md, "Code samples are checked"; src/node/sample-tools.ts
 * runs it). One JVM compiles the Tachyon API source once into a folder named by its content
 * hash (kept for the next build), then every group of sample files against it: one JVM, so
 * that the compiler is loaded and warmed once, not once per block, while each group is a
 * compilation of its own (two pages may each declare a class AcmeTwap).
 *
 * Usage: java CompileSamples.java <api source roots, path-separated> <api classes dir> <groups file>
 * The groups file: "group <id>" lines, each followed by "file <path>" (the block's own files,
 * whose errors are reported) and "dep <path>" (files of other blocks it uses, not reported).
 * Output, one line per error: id TAB path TAB line TAB message. Exit 3: no compiler (a JRE).
 */
public final class CompileSamples {

    public static void main(String[] args) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            System.exit(3);
        }
        Path apiClasses = Path.of(args[1]);
        if (!Files.exists(apiClasses.resolve(".complete"))) {
            List<Path> sources = new ArrayList<>();
            for (String root : args[0].split(java.io.File.pathSeparator)) {
                try (Stream<Path> files = Files.walk(Path.of(root))) {
                    files.filter(f -> f.toString().endsWith(".java")).forEach(sources::add);
                }
            }
            Files.createDirectories(apiClasses);
            List<String> errors;
            try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
                errors = compile(javac, files, sources, List.of(), apiClasses, null, "api");
            }
            if (!errors.isEmpty()) {
                errors.forEach(System.out::println);
                System.exit(2);
            }
            Files.writeString(apiClasses.resolve(".complete"), "");
        }
        Map<String, List<Path>[]> groups = readGroups(Path.of(args[2]));
        Path out = Files.createTempDirectory("tachyon-java-samples-");
        // One file manager for every group: it opens the JDK's classes once, which is most of what a
        // small compilation costs; each group still gets a compiler and a symbol table of its own.
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            int n = 0;
            for (Map.Entry<String, List<Path>[]> group : groups.entrySet()) {
                Path classes = Files.createDirectories(out.resolve(String.valueOf(n++)));
                List<Path> own = group.getValue()[0];
                List<String> errors = compile(javac, files, own, group.getValue()[1], classes, apiClasses, group.getKey());
                errors.forEach(System.out::println);
            }
        } finally {
            try (Stream<Path> files = Files.walk(out)) {
                files.sorted((a, b) -> b.compareTo(a)).forEach(f -> f.toFile().delete());
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, List<Path>[]> readGroups(Path file) throws IOException {
        Map<String, List<Path>[]> groups = new LinkedHashMap<>();
        List<Path>[] current = null;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            int space = line.indexOf(' ');
            if (space < 0) {
                continue;
            }
            String word = line.substring(0, space);
            String value = line.substring(space + 1);
            if (word.equals("group")) {
                current = new List[] {new ArrayList<Path>(), new ArrayList<Path>()};
                groups.put(value, current);
            } else if (current != null) {
                current[word.equals("file") ? 0 : 1].add(Path.of(value));
            }
        }
        return groups;
    }

    /** Errors in `own` as output lines; errors in `deps` are left to the deps' own groups. */
    private static List<String> compile(JavaCompiler javac, StandardJavaFileManager files, List<Path> own,
            List<Path> deps, Path classes, Path classpath, String id) {
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> errors = new ArrayList<>();
        List<Path> all = new ArrayList<>(own);
        all.addAll(deps);
        List<String> options = new ArrayList<>(List.of("-d", classes.toString(), "-proc:none", "-implicit:none",
                "-Xlint:none", "-nowarn", "-encoding", "UTF-8"));
        if (classpath != null) {
            options.addAll(List.of("-classpath", classpath.toString()));
        }
        javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(all)).call();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            String path = d.getSource() == null ? "" : Path.of(d.getSource().toUri()).toString();
            if (!path.isEmpty() && own.stream().noneMatch(p -> p.toAbsolutePath().toString().equals(path))) {
                continue;
            }
            String message = d.getMessage(Locale.ROOT).replaceAll("\\s*\\n\\s*", "; ").replaceAll("\\s+", " ");
            errors.add(id + "\t" + path + "\t" + Math.max(d.getLineNumber(), 1) + "\t" + message);
        }
        return errors;
    }
}
