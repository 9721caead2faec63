package swatch.check

import java.io.File
import java.io.PrintStream

/**
 * Runs several dumps in one JVM, since each `kotlin` launch costs seconds: the arguments are triples
 * `DUMP CLASS OUTPUT`, DUMP being `DumpColorSets`, `DumpValueSets` or `DumpStyleSets`, whose output goes to the
 * file OUTPUT. Usage: swatch.check.DumpAll DUMP CLASS OUTPUT [DUMP CLASS OUTPUT …]
 */
object DumpAll {
    @JvmStatic
    fun main(args: Array<String>) {
        val console = System.out
        for ((dump, target, output) in args.toList().chunked(3)) {
            PrintStream(File(output)).use { file ->
                System.setOut(file)
                Class.forName("swatch.check.${dump}Kt").getMethod("main", Array<String>::class.java)
                    .invoke(null, arrayOf(target))
            }
            System.setOut(console)
        }
    }
}
